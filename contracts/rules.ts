// The product's field rules (docs/product.md#field-rules) that the API enforces itself, as plain predicates with no
// messages: the web adds its own translated messages to the same patterns. The phone rule is in
// thai-phone.ts, so only code that checks phones loads libphonenumber-js.

/** website: a web address starting with http:// or https:// (any letter case). */
export const WEBSITE_PATTERN = /^https?:\/\//i

/** A website the API stores: the website rule, and an address a browser can open. */
export function isWebsite(value: string): boolean {
	return WEBSITE_PATTERN.test(value) && URL.canParse(value)
}

/** postcode: optional prefix of 1-3 capitals and a hyphen, then 2-12 letters, digits, spaces or hyphens, alphanumeric at both ends. */
export const POSTCODE_PATTERN = /^([A-Z]{1,3}-)?[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/
