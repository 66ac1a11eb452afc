// Number and date formats in the reader's language. Making an Intl format is slow (it loads the
// locale's data), far slower than using one, and every page shows a year or a number: each language and
// set of options is made once per process (or browser tab) and kept. The options in use are a handful.

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, make: () => Format) {
	const key = `${kind} ${language} ${JSON.stringify(options)}`
	let format = formats.get(key) as Format | undefined
	if (!format) {
		format = make()
		formats.set(key, format)
	}
	return format
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}) {
	// eslint-disable-next-line no-restricted-syntax -- the one place formats are made
	return cached('number', language, options, () => new Intl.NumberFormat(language, options))
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}) {
	// eslint-disable-next-line no-restricted-syntax -- the one place formats are made
	return cached('date', language, options, () => new Intl.DateTimeFormat(language, options))
}

/**
 * A count in the reader's language: "7", "1,000". Under a thousand a whole number is its plain digits in
 * English and in Thai (Intl writes Thai with Western digits), so no format is made for it: the first
 * number format a browser tab makes loads its language's data, about 14 ms of a cheap phone's start-up
 * for the like counts on every card (docs/decisions/0034-the-cost-of-a-page.md).
 */
export function formatCount(value: number, language: string) {
	if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
	return numberFormat(language).format(value)
}
