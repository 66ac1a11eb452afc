import { randomBytes } from 'node:crypto'
import { appendFile } from 'node:fs/promises'
import type { Copy, SignupField, SiteLanguage } from './backoffice-copy.ts'

/** A business's request to join, as typed (trimmed), so a refused form shows it again. */
export type SignupInput = Record<SignupField, string>
export type SignupErrors = Partial<Record<SignupField, string>>

export const signupFields: SignupField[] = ['businessName', 'contactName', 'email', 'phone', 'message']

/** The longest each field may be (an email address's limit is the standard's). */
export const signupLimits: Record<SignupField, number> = { businessName: 120, contactName: 120, email: 254, phone: 32, message: 2000 }

// Control characters have no place in a name or an address; a message keeps its line breaks.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

function field(body: Record<string, unknown>, name: string): string {
	const value = body[name]
	const text = Array.isArray(value) ? value[0] : value
	return typeof text === 'string' ? text : ''
}

/** The form's fields from a parsed urlencoded body (anything missing is empty). */
export function readSignup(body: unknown): SignupInput {
	const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
	const line = (name: SignupField) => field(source, name).replace(controlCharacters, '').replace(/\s+/g, ' ').trim()
	return {
		businessName: line('businessName'),
		contactName: line('contactName'),
		email: line('email'),
		phone: line('phone'),
		message: field(source, 'message').replace(controlCharacters, '').replace(/\r\n?/g, '\n').trim(),
	}
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE = /^\+?[\d\s().-]+$/

/** What is wrong with each field, in the reader's language; none when the request can be kept. */
export function validateSignup(input: SignupInput, words: Copy['signup']): SignupErrors {
	const errors: SignupErrors = {}
	if (!input.businessName) errors.businessName = words.errors.businessName
	if (!input.contactName) errors.contactName = words.errors.contactName
	if (!input.email) errors.email = words.errors.email
	else if (!EMAIL.test(input.email)) errors.email = words.errors.emailFormat
	const digits = input.phone.replace(/\D/g, '').length
	if (!input.phone) errors.phone = words.errors.phone
	else if (!PHONE.test(input.phone) || digits < 9 || digits > 15) errors.phone = words.errors.phoneFormat
	for (const name of signupFields) {
		if (!errors[name] && [...input[name]].length > signupLimits[name]) errors[name] = words.errors.tooLong(words.names[name], signupLimits[name])
	}
	return errors
}

/** Keeps the request as one JSON line, for the people who answer them; the reference is the person's to quote. */
export async function storeSignup(file: string, input: SignupInput, language: SiteLanguage, now = new Date()): Promise<string> {
	const reference = randomBytes(5).toString('hex').toUpperCase().slice(0, 8)
	await appendFile(file, `${JSON.stringify({ reference, receivedAt: now.toISOString(), language, ...input })}\n`, { mode: 0o600 })
	return reference
}
