import { z } from 'zod'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { blankableLine, blankableParagraph, email, POSTCODE_PATTERN, text, websiteOrEmpty } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'
import { isPromptPayId } from '#contracts/shop/promptpay-id.ts'
import { isThaiTaxId, TAX_BRANCH_PATTERN } from '#contracts/thai-tax-id.ts'
import { formBody, formValues } from './form-values.ts'

// The business-info form (/profiles/{uuid}/form/business-info, /business-user/{id}/form/business-info):
// the contact fields every profile has, as the API takes them for both owners (contracts/profile-fields.ts),
// and the owner's own one: a person's position, a business's opening hours. Messages are encoded keys
// (validation/message.ts). What the form shows is business-info-form-fields.ts.

/** The contact fields of every business-info form; each form adds its own (a person's position, a business's opening hours). */
export const contactFields = {
	company: blankableLine(textLimits.title),
	phone,
	email: email().optional(),
	website: websiteOrEmpty,
	address: blankableParagraph(textLimits.address),
	postcode: text(encodeMessage('postcode')).trim().regex(POSTCODE_PATTERN, { error: encodeMessage('postcode') }).optional(),
}

/** A person's: the contact fields with their position after the company. */
export const personBusinessInfoSchema = z.object({
	company: contactFields.company,
	positionTitle: blankableLine(textLimits.title),
	phone: contactFields.phone,
	email: contactFields.email,
	website: contactFields.website,
	address: contactFields.address,
	postcode: contactFields.postcode,
})

/** A business user's: the contact fields and the opening hours. */
export const businessUserBusinessInfoSchema = z.object({
	...contactFields,
	openingHours: blankableParagraph(textLimits.address),
	/** Where the business's PromptPay QR codes pay (contracts/shop/promptpay-id.ts). */
	promptPayId: text(encodeMessage('prompt_pay_id'))
		.trim()
		.refine((value) => value === '' || isPromptPayId(value), { error: encodeMessage('prompt_pay_id') })
		.optional(),
	/** Set only when VAT-registered: buyers may then ask for tax invoices (contracts/thai-tax-id.ts). */
	taxId: text(encodeMessage('tax_id'))
		.trim()
		.refine((value) => value === '' || isThaiTaxId(value), { error: encodeMessage('tax_id') })
		.optional(),
	/** Blank is the head office. */
	taxBranch: text(encodeMessage('tax_branch'))
		.trim()
		.refine((value) => value === '' || TAX_BRANCH_PATTERN.test(value), { error: encodeMessage('tax_branch') })
		.optional(),
})

/** Each owner's form, with its starting values (what is kept, '' for what is not) and what the API keeps (an emptied field clears its value). */
function businessInfoForm<Schema extends z.ZodObject<Record<string, z.ZodType<string | undefined>>>>(schema: Schema) {
	type Key = Extract<keyof z.output<Schema>, string>
	const keys = Object.keys(schema.shape) as Key[]
	return {
		schema,
		values: (info: Partial<Record<Key, string | null>> | null) => formValues(keys, info),
		body: (value: z.output<Schema>) => formBody(keys, value as Partial<Record<Key, string | undefined>>),
	}
}

export const businessInfoForms = { person: businessInfoForm(personBusinessInfoSchema), businessUser: businessInfoForm(businessUserBusinessInfoSchema) }
