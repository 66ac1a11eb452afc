// The identity service's user attributes a sign-in step may ask for (NEW_PASSWORD_REQUIRED's
// requiredAttributes). No validation library here: the step's form imports this on its first render.

/** The attributes the step can ask for, each with its input; anything else (custom:…) is plain text. */
export const attributeInputs = {
	given_name: { type: 'text', autoComplete: 'given-name' },
	family_name: { type: 'text', autoComplete: 'family-name' },
	middle_name: { type: 'text', autoComplete: 'additional-name' },
	name: { type: 'text', autoComplete: 'name' },
	nickname: { type: 'text', autoComplete: 'nickname' },
	preferred_username: { type: 'text', autoComplete: 'username' },
	email: { type: 'email', autoComplete: 'email' },
	phone_number: { type: 'tel', autoComplete: 'tel' },
	birthdate: { type: 'date', autoComplete: 'bday' },
	gender: { type: 'text', autoComplete: 'sex' },
	address: { type: 'text', autoComplete: 'street-address' },
	website: { type: 'url', autoComplete: 'url' },
} as const satisfies Record<string, { type: string; autoComplete: string }>

export type KnownAttribute = keyof typeof attributeInputs
export const isKnownAttribute = (name: string): name is KnownAttribute => Object.hasOwn(attributeInputs, name)

/** Cognito's requiredAttributes parameter (`["userAttributes.given_name", …]`) as attribute names. */
export function requiredAttributesOf(parameter: string | undefined): string[] {
	if (!parameter) return []
	try {
		const names: unknown = JSON.parse(parameter)
		return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string').map((name) => name.replace(/^userAttributes\./, '')) : []
	} catch {
		return []
	}
}
