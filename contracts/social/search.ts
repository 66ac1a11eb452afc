import { z } from 'zod'
import { contentKindNames } from '../content/registry.ts'
import { searchLimits } from '../limits.ts'
import { line } from '../text.ts'
import { feedEntrySchema, type FeedEntry } from './feed.ts'
import { accountCardSchema, type AccountCard } from './follow.ts'
import { communitySchema, type Community } from '../community.ts'

// Search (docs/product.md#search): people, business users and every kind of content, Thai and English.

/** What `/search` may be kept to: people, business users, communities, or one kind of content. */
export const searchKinds = ['person', 'business-user', 'community', ...contentKindNames] as const
export type SearchKind = (typeof searchKinds)[number]

export const searchQuerySchema = z.object({
	q: line(searchLimits.query).describe('Words to look for, in Thai or English; a part of a word of 3 or more letters is found too'),
	kind: z.enum(searchKinds).optional().describe('Only people, business users, communities or one kind of content'),
	cursor: z.string().max(200).optional().describe('The previous page’s `nextCursor`'),
	limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type SearchQuery = z.input<typeof searchQuerySchema>

export const searchResultsSchema = z
	.object({
		terms: z.array(z.string()).describe('The query as words, as matched: to highlight in the results'),
		accounts: z.array(accountCardSchema).describe('People and business users whose names match (the first page only)'),
		communities: z.array(communitySchema).describe('Public communities whose name or description matches (the first page only)'),
		entries: z.array(feedEntrySchema).describe('Items, best match first'),
		nextCursor: z.string().nullable(),
	})
	.meta({ id: 'SearchResults' })
export type SearchResults = { terms: string[]; accounts: AccountCard[]; communities: Community[]; entries: FeedEntry[]; nextCursor: string | null }
