import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { imagesFields, pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { blankableLine, blankableParagraph, day, max, required, website, websiteOrEmpty } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'

// One schema per profile form (/profiles/{uuid}/form/*), for the page (conform) and its action alike.
// The API checks the same limits itself (contracts/profile-page.ts); these add the translated messages.
// The forms of list entries and works create as well as change: they carry an idempotency key when they
// create (ADR 0016).

const DEFAULT = encodeMessage('default')

/** form/overview: the line under the person's name, their specialty, and their picture and cover (saved with them). */
export const overviewSchema = z.object({ overview: blankableParagraph(textLimits.overview), specialty: blankableLine(textLimits.title), ...imagesFields })

// Each form's body: what a valid form becomes for the API (an emptied optional field clears the value).
export const overviewBody = (value: z.output<typeof overviewSchema>) => ({ overview: value.overview ?? null, specialty: value.specialty ?? null })

export const aboutDescriptionSchema = z.object({ title: blankableLine(textLimits.title), description: blankableParagraph(textLimits.body) })

export const aboutDescriptionBody = (value: z.output<typeof aboutDescriptionSchema>) => ({ title: value.title ?? null, description: value.description ?? null })

export const educationExperienceSchema = z
	.object({
		kind: z.enum(['education', 'experience'], { error: encodeMessage('required') }),
		title: required().pipe(max(textLimits.title)),
		organisation: blankableLine(textLimits.title),
		// Real days from 1900 to 2100, as the API takes them (contracts/dates.ts).
		startsOn: day(),
		endsOn: day().optional(),
		description: blankableParagraph(textLimits.description),
		idempotencyKey: idempotencyKeyField,
	})
	.refine((entry) => !entry.endsOn || entry.endsOn >= entry.startsOn, { error: encodeMessage('ends_before_starts'), path: ['endsOn'] })

export const educationExperienceBody = (value: z.output<typeof educationExperienceSchema>) => ({
	kind: value.kind,
	title: value.title,
	organisation: value.organisation ?? '',
	startsOn: value.startsOn,
	endsOn: value.endsOn ?? null,
	description: value.description ?? null,
})

export const ourStorySchema = z.object({ title: required().pipe(max(textLimits.title)), body: blankableParagraph(textLimits.body), imageUrl: pictureUrl, idempotencyKey: idempotencyKeyField })

export const ourStoryBody = (value: z.output<typeof ourStorySchema>) => ({ title: value.title, body: value.body ?? '', imageUrl: value.imageUrl || null })

export const skillTalentSchema = z.object({
	name: required().pipe(max(textLimits.name)),
	level: z.coerce.number({ error: DEFAULT }).int().min(1, { error: DEFAULT }).max(5, { error: DEFAULT }).optional(),
	idempotencyKey: idempotencyKeyField,
})

export const skillTalentBody = (value: z.output<typeof skillTalentSchema>) => ({ name: value.name, level: value.level ?? null })

const currentYear = new Date().getFullYear()

/** A work: create-my-work (the person made it) and create (they took part in it; `role` says how). */
export const workSchema = z.object({
	title: required().pipe(max(textLimits.title)),
	body: blankableParagraph(textLimits.body),
	url: websiteOrEmpty,
	year: z.coerce.number({ error: DEFAULT }).int({ error: DEFAULT }).min(1900, { error: DEFAULT }).max(currentYear + 5, { error: DEFAULT }).optional(),
	role: blankableLine(textLimits.name),
	imageUrl: pictureUrl,
	idempotencyKey: idempotencyKeyField,
})

/** A work's body; the role is only for a work the person took part in (`mine`: they made it). */
export const workBody = (value: z.output<typeof workSchema>, mine: boolean) => ({
	title: value.title,
	body: value.body ?? '',
	url: value.url || null,
	year: value.year ?? null,
	role: mine ? null : (value.role ?? null),
	imageUrl: value.imageUrl || null,
})

export { website }
