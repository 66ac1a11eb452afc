import { z } from 'zod'
import { agenda } from './agenda.ts'
import { announce } from './announce.ts'
import { attention } from './attention.ts'
import { boardPost } from './board-post.ts'
import { catalogue } from './catalogue.ts'
import { connect } from './connect.ts'
import { ebook } from './ebook.ts'
import { event } from './event.ts'
import { contentItemSchema, contentListSchema, type ContentOwnerType } from './kind.ts'
import { media } from './media.ts'
import { newRoom } from './new-room.ts'
import { story } from './story.ts'
import { work } from './work.ts'

// The registry of content kinds (ADR 0020): adding a kind is its contract file, one line here, and its
// form fields on the web. The API module api/content serves every kind listed.

export const contentKinds = { work, story, event, agenda, announce, attention, catalogue, media, new_room: newRoom, ebook, board_post: boardPost, connect } as const

export type ContentKinds = typeof contentKinds
export type ContentKindName = keyof ContentKinds
export const contentKindNames = Object.keys(contentKinds) as ContentKindName[]

/** The kinds an owner of this type may publish. */
export const kindsFor = (owner: ContentOwnerType) => contentKindNames.filter((kind) => (contentKinds[kind].owners as readonly string[]).includes(owner))

const itemSchemaOf = <K extends ContentKindName>(kind: K) => contentItemSchema(kind, contentKinds[kind].details as ContentKinds[K]['details'])

type ItemSchemas = { [K in ContentKindName]: ReturnType<typeof contentItemSchema<K, ContentKinds[K]['details']>> }
type ListSchemas = { [K in ContentKindName]: ReturnType<typeof contentListSchema<ItemSchemas[K]>> }

/** Each kind's item and list as answered, named for the OpenAPI document (WorkItem, WorkList, …). */
export const contentItemSchemas = Object.fromEntries(
	contentKindNames.map((kind) => [kind, itemSchemaOf(kind).meta({ id: `${contentKinds[kind].schemaName}Item` })]),
) as ItemSchemas
export const contentListSchemas = Object.fromEntries(
	contentKindNames.map((kind) => [kind, contentListSchema(contentItemSchemas[kind]).meta({ id: `${contentKinds[kind].schemaName}List` })]),
) as ListSchemas

export type ContentItem<K extends ContentKindName = ContentKindName> = z.infer<ItemSchemas[K]>
export type ContentList<K extends ContentKindName = ContentKindName> = z.infer<ListSchemas[K]>
export type CreateContent<K extends ContentKindName> = z.input<ContentKinds[K]['create']>
export type UpdateContent<K extends ContentKindName> = z.input<ContentKinds[K]['update']>
export type ContentDetails<K extends ContentKindName> = z.infer<ContentKinds[K]['details']>

/**
 * The first page of every kind a business user publishes, by kind (GET /v1/business-users/{id}/content): one
 * call for a page that shows each kind's newest few.
 */
export const businessUserShelvesSchema = z
	.object(Object.fromEntries(kindsFor('business-user').map((kind) => [kind, contentListSchemas[kind]])))
	.meta({ id: 'BusinessUserContentShelves' }) as unknown as z.ZodType<ContentShelves>
export type ContentShelves = { [K in ContentKindName]?: ContentList<K> }
