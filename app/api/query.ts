/** A query string's values without the ones not given (undefined or ''), for the product API's lists. */
export const defined = (values: Record<string, string | number | undefined>) =>
	Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''))
