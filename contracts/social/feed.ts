import { z } from 'zod'
import { boardNewsSchema, type BoardNews } from '../board.ts'
import { aroundMeItemSchema, aroundMeQuerySchema, type AroundMeItem } from '../content/around-me.ts'
import { nearSchema } from '../content/geo.ts'
import { contentItemSchemas, contentKindNames, type ContentItem } from '../content/registry.ts'
import { accountCardSchema, type AccountCard } from './follow.ts'

// The feed, trending, today and the signed-in home (docs/product.md#feed, #home): items of every kind, each
// with its likes.

const itemSchemas = contentKindNames.map((kind) => contentItemSchemas[kind])
/** An item of any kind. */
export const anyContentItemSchema = z.discriminatedUnion('kind', itemSchemas as unknown as [(typeof itemSchemas)[number], ...(typeof itemSchemas)[number][]]).meta({ id: 'AnyContentItem' })

export const likesSchema = z.object({ count: z.number().int().min(0), me: z.boolean().describe('Whether the caller likes it') }).meta({ id: 'Likes' })
export type Likes = z.infer<typeof likesSchema>

/** An item as a card of the feed, trending, search or a collection shows it. */
export const feedEntrySchema = z.object({ item: anyContentItemSchema, likes: likesSchema }).meta({ id: 'FeedEntry' })
export type FeedEntry = { item: ContentItem; likes: Likes }

export const feedPageSchema = z
	.object({
		entries: z.array(feedEntrySchema),
		nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
		boardNews: z.array(boardNewsSchema).optional().describe('The feed’s first page: boards the caller follows with replies they have not read, latest reply first'),
	})
	.meta({ id: 'FeedPage' })
export type FeedPage = { entries: FeedEntry[]; nextCursor: string | null; boardNews?: BoardNews[] }

export const pageQuerySchema = z.object({
	cursor: z.string().max(200).optional().describe('The previous page’s `nextCursor`'),
	limit: z.coerce.number().int().min(1).max(50).default(20),
})

/** Whom to follow, for somebody whose feed is empty or short: people and business users near them, and popular ones. */
export const followSuggestionsSchema = z
	.object({ nearby: z.array(accountCardSchema), popular: z.array(accountCardSchema) })
	.meta({ id: 'FollowSuggestions' })
export type FollowSuggestions = { nearby: AccountCard[]; popular: AccountCard[] }

export const suggestionsQuerySchema = z.object({ near: nearSchema.optional().describe('Where the caller is, for people and business users posting near there') })

/** Today (`/dag`): what happens today near the caller and from what they follow. */
export const todaySchema = z
	.object({
		day: z.string().describe('Today in Thailand, YYYY-MM-DD'),
		happening: z.array(feedEntrySchema).describe('Events and agenda items happening today, soonest first'),
		announcements: z.array(feedEntrySchema).describe('Announcements valid today'),
		attention: z.array(feedEntrySchema).describe('Attention items valid now near the caller'),
		stories: z.array(feedEntrySchema).describe('Stories of the last 24 hours, newest first'),
	})
	.meta({ id: 'Today' })
export type Today = { day: string; happening: FeedEntry[]; announcements: FeedEntry[]; attention: FeedEntry[]; stories: FeedEntry[] }

/** How many of each source (near, followed) a list of Today is made of, at most. */
export const TODAY_EACH = 12

export const todayQuerySchema = z.object({
	near: nearSchema.optional().describe('Where the caller is; without it only what they follow'),
	radiusKm: aroundMeQuerySchema.shape.radiusKm,
	limit: z.coerce.number().int().min(1).max(TODAY_EACH).default(TODAY_EACH).describe('How many of each source a list is made of (a list shows up to twice this)'),
})

/** How many of each the signed-in home shows before its "See all" links. */
export const HOME_EACH = 3

export const homeQuerySchema = z.object({
	near: nearSchema.describe('The place the home is about: what the caller told us, or where they asked about'),
	radiusKm: aroundMeQuerySchema.shape.radiusKm,
	limit: z.coerce.number().int().min(1).max(TODAY_EACH).default(HOME_EACH).describe('How many of each list'),
})

/**
 * The signed-in home (`/`) in one read: today's first highlights (what happens today, then attention items,
 * announcements and stories, as today lists them), the newest of the feed, and the nearest around the place.
 */
export const homeSchema = z
	.object({
		highlights: z.array(feedEntrySchema).describe('The first of today’s lists, in the order of happening, attention, announcements, stories'),
		feed: z.array(feedEntrySchema).describe('The feed’s newest'),
		around: z.array(aroundMeItemSchema).describe('The nearest around `near`'),
	})
	.meta({ id: 'Home' })
export type Home = { highlights: FeedEntry[]; feed: FeedEntry[]; around: AroundMeItem[] }
