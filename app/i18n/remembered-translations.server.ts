import type { i18n } from 'i18next'

// A server instance's translations are bundled and never change, so a plain phrase (no values, no
// count, no context) is the same every time it is asked: the answer is remembered per language,
// namespaces and key. A page asks hundreds of phrases, and looking each up again was most of the time
// i18next took (docs/decisions/0034-the-cost-of-a-page.md).

/** The options a fixed t sets on every call; asked with any other (values, count, context, defaults), a phrase is translated afresh. */
const fixedTOptions = new Set(['lng', 'lngs', 'ns', 'keyPrefix'])

/** Keys come from the code, not from readers, so they are few; the bound only keeps a mistake from growing without end. */
const MAX_REMEMBERED = 20_000

function onlyFixedTOptions(options: unknown): options is { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown } | undefined {
	if (options === undefined) return true
	if (typeof options !== 'object' || options === null) return false
	for (const name in options) if (!fixedTOptions.has(name)) return false
	return true
}

/** Makes `instance.t` (which every fixed t of the instance calls) remember its answers to plain phrases. */
export function rememberTranslations<Instance extends i18n>(instance: Instance): Instance {
	const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown
	const remembered = new Map<string, unknown>()
	instance.t = ((...args: unknown[]) => {
		const [key, options] = args
		if (args.length > 2 || typeof key !== 'string' || !onlyFixedTOptions(options)) return translate(...args)
		const id = `${String(options?.lng ?? options?.lngs ?? '')}\u0000${String(options?.ns ?? '')}\u0000${String(options?.keyPrefix ?? '')}\u0000${key}`
		if (remembered.has(id)) return remembered.get(id)
		const answer = translate(...args)
		if (remembered.size >= MAX_REMEMBERED) remembered.clear()
		remembered.set(id, answer)
		return answer
	}) as unknown as Instance['t']
	return instance
}
