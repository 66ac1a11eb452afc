import { z } from 'zod'
import { moment } from '../dates.ts'
import { geoPointInputSchema, geoPointSchema } from './geo.ts'
import { contentLimits, textLimits } from '../limits.ts'
import { storedImageUrlSchema } from '../media.ts'
import { line, optionalText, paragraph, requiredLine } from '../text.ts'

// What a content kind is (docs/product.md#content, ADR 0020): one table holds every kind
// (docs/data-model.md §2.3); a kind adds its own fields (stored in `details`), says who may publish it,
// how its lists are ordered and how many one owner may keep. The API module api/content serves every
// kind in the registry (registry.ts) from these definitions alone.

/** Who owns content: a person (their profile) or a business user. */
export const contentOwnerTypes = ['person', 'business-user'] as const
export type ContentOwnerType = (typeof contentOwnerTypes)[number]

/**
 * Who sees an item besides its owner: anyone signed in, the owner's followers, or (for a business user's)
 * its members alone. A person's items are public or for their followers.
 */
export const contentVisibilities = ['public', 'followers', 'members'] as const
export type ContentVisibility = (typeof contentVisibilities)[number]
export const personVisibilities = ['public', 'followers'] as const satisfies readonly ContentVisibility[]

/**
 * How a kind's time columns read (docs/product.md#content): `happens` from `startsAt` until `endsAt`
 * (events, agenda: both required, at most `maxDurationDays` apart); `valid` from `startsAt` (now when left
 * out) until `endsAt` (announcements, attention items); `none` for kinds without a time. Around me shows
 * what has not ended, and of `valid` kinds what has begun.
 */
export type ContentTiming = 'none' | 'happens' | 'valid'

/**
 * How a kind's lists are ordered: `newest` by creation, newest first, a page at a time; `upcoming`
 * what has not ended, soonest (or with `near`, nearest) first.
 */
export type ContentListOrder = 'newest' | 'upcoming'

/** The fields every kind is created with. */
export const contentInputFields = {
	title: requiredLine(textLimits.title),
	body: paragraph(textLimits.body).optional(),
}

// A moment on a day the product keeps (contracts/dates.ts), with its offset.
const instant = moment()

/** For kinds that happen at a time: from `startsAt` until `endsAt` (open-ended without it). */
export const timeRangeFields = {
	startsAt: instant.describe('When it starts (ISO 8601 with its offset)'),
	endsAt: instant.nullable().optional().describe('When it ends; null or left out: open-ended'),
}

/** Kinds that happen (`timing: 'happens'`): a start and an end, both required. */
export const happensFields = {
	startsAt: instant.describe('When it starts (ISO 8601 with its offset)'),
	endsAt: instant.describe(`When it ends: not before it starts, at most ${contentLimits.maxDurationDays} days after`),
}

/** Kinds that are valid for a while (`timing: 'valid'`): from `startsAt` (now when left out) until `endsAt`. */
export const validityFields = {
	startsAt: instant.optional().describe('Valid from (ISO 8601 with its offset); now when left out'),
	endsAt: instant.nullable().optional().describe('Valid until; null or left out: until it is deleted'),
}

type TimeRange = { startsAt?: string | null; endsAt?: string | null }

/** What is wrong with a time range, or null: an end before the start, or (for `happens`) a run longer than allowed. */
export function timeRangeFault(timing: ContentTiming, { startsAt, endsAt }: TimeRange): string | null {
	if (!startsAt || !endsAt) return null
	const run = Date.parse(endsAt) - Date.parse(startsAt)
	if (run < 0) return 'Must not end before it starts'
	if (timing === 'happens' && run > contentLimits.maxDurationDays * 24 * 60 * 60 * 1000) return `Must end at most ${contentLimits.maxDurationDays} days after it starts`
	return null
}

/** A schema's check of its time range, as zod refines it (on `endsAt`). */
export function withTimeRangeRule<Schema extends z.ZodType<TimeRange>>(timing: ContentTiming, schema: Schema) {
	return schema.superRefine((value, ctx) => {
		const fault = timeRangeFault(timing, value)
		if (fault) ctx.addIssue({ code: 'custom', message: fault, path: ['endsAt'] })
	})
}

/** An amount of money in satang (a hundredth of a baht). */
export const satangSchema = z.number().int().min(0).max(contentLimits.maxSatang)
/** A count (capacity, stock). */
export const countSchema = z.number().int().min(0).max(contentLimits.maxCount)

/** For kinds that may have a place. */
export const placeFields = {
	location: geoPointInputSchema.nullable().optional(),
	address: optionalText(textLimits.address).optional(),
	province: optionalText(textLimits.name).optional(),
	/**
	 * A person's item is placed about 300 m off its spot unless they ask for the exact one; a business
	 * user's is always exact (docs/product.md#around-me).
	 */
	locationExact: z.boolean().optional().describe('A person’s: true to show the exact spot; otherwise it is snapped to about 300 m. A business user’s is always exact.'),
}

/** A tag: one word or a few, stored lower-case; `#` in front is dropped. */
export const contentTagSchema = line(contentLimits.tagLength)
	.transform((tag) => tag.replace(/^#+/, '').trim().toLocaleLowerCase())
	.pipe(z.string().min(1).max(contentLimits.tagLength))

/**
 * What every published kind takes besides its own fields: title and text, pictures (our own uploads),
 * tags, who sees it and its place.
 */
export function publishedFields(maxPictures: number) {
	return {
		...contentInputFields,
		pictures: z.array(storedImageUrlSchema.unwrap().min(1)).max(maxPictures).optional().describe(`Up to ${maxPictures} pictures POST /v1/media/images answered, in order`),
		tags: z.array(contentTagSchema).max(contentLimits.tags).optional(),
		visibility: z.enum(contentVisibilities).optional().describe('public by default; a person’s may not be `members`'),
		...placeFields,
	}
}

/**
 * For kinds a person may publish for a community they are an active member of (events, agenda;
 * docs/product.md#communities): its id, or null to publish it for no community.
 */
export const communityFields = {
	communityId: z.uuid().nullable().optional().describe('The community it is published for (the caller must be its active member; 403 otherwise, 404 for an unknown one); null: none'),
}

export type ContentKindDefinition<
	Kind extends string = string,
	Details extends z.ZodObject = z.ZodObject,
	Create extends z.ZodObject = z.ZodObject,
	Update extends z.ZodObject = z.ZodObject,
> = {
	kind: Kind
	/** The name its schemas have in the OpenAPI document (`Work` gives `WorkItem`, `CreateWork`, …). */
	schemaName: string
	/** Who may publish it. */
	owners: readonly ContentOwnerType[]
	/** The visibilities it takes; by its owner's type when left out (a person's: `personVisibilities`; a business user's: all). */
	visibilities?: readonly ContentVisibility[]
	/** Its own fields as answered, kept in `details`. */
	details: Details
	/** What a stored row whose details are missing or of another shape reads as, field by field. */
	emptyDetails: z.infer<Details>
	/**
	 * What is wrong with a create's or a change's own fields given the details it will have (a connect's
	 * `info` must be its type's), field by field; null when nothing is.
	 */
	detailsFault?: (details: Record<string, unknown>, input: Record<string, unknown>) => Record<string, string[]> | null
	/** The details every change sets besides what it sends (a board's `editedAt`: the change is shown). */
	changedDetails?: (changedAt: Date) => Record<string, unknown>
	create: Create
	/** Only the fields sent change. */
	update: Update
	list: { order: ContentListOrder; pageSize: number; maxPageSize: number }
	/** At most this many (not deleted) per owner. */
	perOwnerLimit?: number
	/** How its time columns read; `none` when left out. */
	timing?: ContentTiming
	/** Shown around me for this many hours after it is published (stories), not until it ends. */
	aroundMeHours?: number
	/** Its answer carries who is going (events). */
	going?: boolean
}

/** Declares a kind; the identity function, for its types. */
export const defineContentKind = <Kind extends string, Details extends z.ZodObject, Create extends z.ZodObject, Update extends z.ZodObject>(
	definition: ContentKindDefinition<Kind, Details, Create, Update>,
) => definition

/** How many are going to an event, and whether the caller is. */
export const goingSchema = z.object({ count: z.number().int().min(0), me: z.boolean() }).meta({ id: 'Going' })
export type Going = z.infer<typeof goingSchema>

/** The member who posted an item; null once their profile is gone. */
export const postedBySchema = z.object({ profileUuid: z.uuid(), firstName: z.string(), lastName: z.string() }).meta({ id: 'PostedBy' })
export type PostedBy = z.infer<typeof postedBySchema>

/** Whose it is: a person's profile uuid, or a business user's id, and their name. */
export const contentOwnerSchema = z.object({ type: z.enum(contentOwnerTypes), id: z.uuid(), name: z.string() }).meta({ id: 'ContentOwner' })
export type ContentOwner = z.infer<typeof contentOwnerSchema>
/** An owner as a call or a link names it: its type and id. */
export type ContentOwnerRef = Pick<ContentOwner, 'type' | 'id'>

/** An item of `kind` as the API answers it: the common fields, and the kind's own in `details`. */
export function contentItemSchema<Kind extends string, Details extends z.ZodObject>(kind: Kind, details: Details) {
	return z.object({
		id: z.uuid(),
		kind: z.literal(kind),
		owner: contentOwnerSchema,
		postedBy: postedBySchema.nullable(),
		title: z.string(),
		body: z.string(),
		details,
		startsAt: z.iso.datetime().nullable(),
		/** Null: open-ended. */
		endsAt: z.iso.datetime().nullable(),
		location: geoPointSchema.nullable(),
		address: z.string().nullable(),
		province: z.string().nullable(),
		/** False: a person's item placed about 300 m off its spot. */
		locationExact: z.boolean(),
		pictures: z.array(z.string()),
		tags: z.array(z.string()),
		visibility: z.enum(contentVisibilities),
		/** The community it is published for; null: none. */
		communityId: z.uuid().nullable(),
		/** Events: how many are going, and whether the caller is; null for other kinds. */
		going: goingSchema.nullable(),
		publishedAt: z.iso.datetime().nullable(),
		createdAt: z.iso.datetime(),
		updatedAt: z.iso.datetime(),
		/** From the list's `near`, as the crow flies; null without `near` or without a location. */
		distanceKm: z.number().nullable(),
		/** The caller may change it (PATCH) and delete it. */
		canEdit: z.boolean(),
		canDelete: z.boolean(),
	})
}

export function contentListSchema<Item extends z.ZodType>(item: Item) {
	return z.object({
		items: z.array(item),
		/** Pass as `cursor` for the next page; null on the last page (and for `upcoming` lists, which are one page). */
		nextCursor: z.string().nullable(),
	})
}

/**
 * When around me shows an item (docs/product.md#around-me), kept beside it on write (around_from,
 * around_until) so its lists ask two plain bounds: a kind valid for a while from its start; until its end, or a story its first `aroundMeHours`.
 */
export function aroundMeBounds(definition: Pick<ContentKindDefinition, 'timing' | 'aroundMeHours'>, { startsAt, endsAt, publishedAt }: { startsAt: Date | null; endsAt: Date | null; publishedAt: Date | null }) {
	const hours = definition.aroundMeHours
	return {
		aroundFrom: definition.timing === 'valid' ? startsAt : null,
		aroundUntil: hours ? (publishedAt ? new Date(publishedAt.getTime() + hours * 60 * 60 * 1000) : null) : endsAt,
	}
}
