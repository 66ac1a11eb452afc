import { z } from 'zod'
import { contactFields, formBody, formValues, linkLabel, linkSchema, optionalParagraph, optionalText } from '#app/forms/profile-fields.ts'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { day, max, required, website, websiteOrEmpty } from '#app/validation/rules.ts'

// One schema per profile form (/profiles/{uuid}/form/*), for the page (conform) and its action alike.
// The API checks the same limits itself (contracts/profile-page.ts); these add the translated messages.
// The forms of list entries and works create as well as change: they carry an idempotency key when they
// create (ADR 0016).

const DEFAULT = encodeMessage('default')

// The link form is a business user's too (app/forms/profile-fields.ts).
export { linkLabel, linkSchema }

export const overviewSchema = z.object({ overview: optionalParagraph(300), specialty: optionalText(200) })

export const aboutDescriptionSchema = z.object({ title: optionalText(200), description: optionalParagraph(5000) })

export const educationExperienceSchema = z
	.object({
		kind: z.enum(['education', 'experience'], { error: encodeMessage('required') }),
		title: required().pipe(max(200)),
		organisation: optionalText(200),
		// Real days from 1900 to 2100, as the API takes them (contracts/dates.ts).
		startsOn: day(),
		endsOn: day().optional(),
		description: optionalParagraph(2000),
		idempotencyKey: idempotencyKeyField,
	})
	.refine((entry) => !entry.endsOn || entry.endsOn >= entry.startsOn, { error: encodeMessage('ends_before_starts'), path: ['endsOn'] })

export const ourStorySchema = z.object({ title: required().pipe(max(200)), body: optionalParagraph(5000), imageUrl: pictureUrl, idempotencyKey: idempotencyKeyField })

export const skillTalentSchema = z.object({
	name: required().pipe(max(100)),
	level: z.coerce.number({ error: DEFAULT }).int().min(1, { error: DEFAULT }).max(5, { error: DEFAULT }).optional(),
	idempotencyKey: idempotencyKeyField,
})

/** The business contact details a person publishes on their profile. */
export const businessInfoSchema = z.object({
	company: contactFields.company,
	positionTitle: optionalText(200),
	phone: contactFields.phone,
	email: contactFields.email,
	website: contactFields.website,
	address: contactFields.address,
	postcode: contactFields.postcode,
})

type BusinessInfoFields = keyof z.output<typeof businessInfoSchema>
const businessInfoKeys = Object.keys(businessInfoSchema.shape) as BusinessInfoFields[]

/** The form's starting values: what is kept, '' for what is not. */
export function businessInfoValues(info: Partial<Record<BusinessInfoFields, string | null>> | null) {
	return formValues(businessInfoKeys, info)
}

/** What the API keeps: an emptied field clears the value. */
export function businessInfoBody(value: z.output<typeof businessInfoSchema>) {
	return formBody(businessInfoKeys, value)
}

const currentYear = new Date().getFullYear()

/** A work: create-my-work (the person made it) and create (they took part in it; `role` says how). */
export const workSchema = z.object({
	title: required().pipe(max(200)),
	body: optionalParagraph(5000),
	url: websiteOrEmpty,
	year: z.coerce.number({ error: DEFAULT }).int({ error: DEFAULT }).min(1900, { error: DEFAULT }).max(currentYear + 5, { error: DEFAULT }).optional(),
	role: optionalText(100),
	imageUrl: pictureUrl,
	idempotencyKey: idempotencyKeyField,
})

export { website }
