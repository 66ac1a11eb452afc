import { z } from 'zod'
import { geoPointInputSchema, geoPointSchema } from './geo.ts'
import { textLimits } from '../limits.ts'
import { optionalText, paragraph, requiredLine } from '../text.ts'

// What a content kind is (docs/product.md#content, ADR 0020): one table holds every kind
// (docs/data-model.md §2.3); a kind adds its own fields (stored in `details`), says who may publish it,
// how its lists are ordered and how many one owner may keep. The API module api/content serves every
// kind in the registry (registry.ts) from these definitions alone.

/** Who owns content: a person (their profile) or a business user. */
export const contentOwnerTypes = ['person', 'business-user'] as const
export type ContentOwnerType = (typeof contentOwnerTypes)[number]

export const contentVisibilities = ['public', 'followers', 'members'] as const

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

/** For kinds that happen at a time: from `startsAt` until `endsAt` (open-ended without it). */
export const timeRangeFields = {
	startsAt: z.iso.datetime({ offset: true }).describe('When it starts (ISO 8601 with its offset)'),
	endsAt: z.iso.datetime({ offset: true }).nullable().optional().describe('When it ends; null or left out: open-ended'),
}

/** For kinds that may have a place. */
export const placeFields = {
	location: geoPointInputSchema.nullable().optional(),
	address: optionalText(textLimits.address).optional(),
	province: optionalText(textLimits.name).optional(),
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
	/** Its own fields as answered, kept in `details`. */
	details: Details
	/** What a stored row whose details are missing or of another shape reads as, field by field. */
	emptyDetails: z.infer<Details>
	create: Create
	/** Only the fields sent change. */
	update: Update
	list: { order: ContentListOrder; pageSize: number; maxPageSize: number }
	/** At most this many (not deleted) per owner. */
	perOwnerLimit?: number
}

/** Declares a kind; the identity function, for its types. */
export const defineContentKind = <Kind extends string, Details extends z.ZodObject, Create extends z.ZodObject, Update extends z.ZodObject>(
	definition: ContentKindDefinition<Kind, Details, Create, Update>,
) => definition

/** The member who posted an item; null once their profile is gone. */
export const postedBySchema = z.object({ profileUuid: z.uuid(), firstName: z.string(), lastName: z.string() }).meta({ id: 'PostedBy' })
export type PostedBy = z.infer<typeof postedBySchema>

/** Whose it is: a person's profile uuid, or a business user's id. */
export const contentOwnerSchema = z.object({ type: z.enum(contentOwnerTypes), id: z.uuid() }).meta({ id: 'ContentOwner' })
export type ContentOwner = z.infer<typeof contentOwnerSchema>

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
		visibility: z.enum(contentVisibilities),
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
