// A form that edits a set of optional texts the API keeps as null when empty (business info, for one).

/** A form's starting values from what the API keeps: each key's value, '' for none. */
export function formValues<Key extends string>(keys: readonly Key[], saved: Partial<Record<Key, string | null>> | null): Record<Key, string> {
	return Object.fromEntries(keys.map((key) => [key, saved?.[key] ?? ''])) as Record<Key, string>
}

/** What the API keeps from a valid form: every key, an emptied field as null (which clears it). */
export function formBody<Key extends string>(keys: readonly Key[], value: Partial<Record<Key, string | undefined>>): Record<Key, string | null> {
	return Object.fromEntries(keys.map((key) => [key, value[key] ?? null])) as Record<Key, string | null>
}
