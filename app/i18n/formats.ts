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
