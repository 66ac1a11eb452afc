import { z } from 'zod'
import { isWebsite, POSTCODE_PATTERN } from './rules.ts'
import { line, optionalParagraph, optionalText, requiredLine } from './text.ts'
import { isValidThaiPhone } from './thai-phone.ts'
import { textLimits } from './limits.ts'

// Field rules that a person's profile page (profile-page.ts) and a business user's profile
// (business-profile.ts) share: the same business-info and link forms must take the same values.
//
// Text fields follow the text rule (text.ts) and are trimmed. An optional text field may be sent as ''
// (an empty form field): it is stored as null.

export const URL_MAX = 2048
const WEBSITE_MESSAGE = 'Must be a web address starting with http:// or https://'

/** The website rule: required, http(s) only. */
export const website = line(URL_MAX).refine(isWebsite, { error: WEBSITE_MESSAGE }).describe('An http:// or https:// address (rule website)')
/** The website_or_empty rule: '' or null for none. */
export const websiteOrEmpty = line(URL_MAX)
	.refine((value) => value === '' || isWebsite(value), { error: WEBSITE_MESSAGE })
	.nullable()
	.describe("An http:// or https:// address, or '' or null for none (rule website_or_empty)")
const postcodeOrEmpty = line(16)
	.refine((value) => value === '' || POSTCODE_PATTERN.test(value), { error: 'Not a postcode' })
	.nullable()
	.describe(`Rule postcode (${POSTCODE_PATTERN.source}); '' or null for none`)
const thaiPhoneOrEmpty = line(250)
	.refine((value) => value === '' || isValidThaiPhone(value), { error: 'Not a Thai phone number' })
	.nullable()
	.describe("A Thai phone number, local or +66 (rule phone), stored in E.164; '' or null for none")
const emailOrEmpty = line(254)
	.refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Not an email address' })
	.nullable()

/** The contact fields of every business-info form; each form adds its own (a person's position, a business's opening hours). */
export const contactFieldsSchema = z.object({
	company: optionalText(textLimits.title),
	phone: thaiPhoneOrEmpty,
	email: emailOrEmpty,
	website: websiteOrEmpty,
	address: optionalParagraph(textLimits.address),
	postcode: postcodeOrEmpty,
})

/** One row of a links form. */
export const linkInputSchema = z.object({ label: requiredLine(textLimits.name), url: website })

/** One of a person's or a business user's links, at its place in their list. */
export const linkSchema = z.object({ id: z.uuid(), label: z.string(), url: z.string(), position: z.number().int() }).meta({ id: 'Link' })
export const linkListSchema = z.object({ items: z.array(linkSchema) }).meta({ id: 'LinkList' })
/** The whole list, in the order to show it, at most `limit`; it replaces the previous list. Drop empty rows before sending. */
export const putLinksSchema = (limit: number) => z.object({ items: z.array(linkInputSchema).max(limit) })

export type Link = z.infer<typeof linkSchema>
export type PutLinks = z.infer<ReturnType<typeof putLinksSchema>>

export type ContactFields = z.infer<typeof contactFieldsSchema>
