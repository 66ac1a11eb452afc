import { apiPath } from '#contracts/api-paths.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import { goingSchema, type ContentOwnerRef } from '#contracts/content/kind.ts'
import { contentItemSchemas, contentListSchemas, businessUserShelvesSchema, type ContentKindName, type CreateContent, type UpdateContent } from '#contracts/content/registry.ts'

// The product API's content calls (docs/architecture.md#the-product-api), for every kind and owner alike:
// a person's items are under their profile, a business user's under it, and each item has its own path.
// The API decides who may publish, change and delete (api/content).

/** Where an owner's items of a kind are listed. */
const listPath = (owner: ContentOwnerRef, kind: ContentKindName) =>
	owner.type === 'person' ? apiPath('/v1/profiles/{uuid}/content/{kind}', { uuid: owner.id, kind }) : apiPath('/v1/business-users/{id}/content/{kind}', { id: owner.id, kind })

/** A create goes to the person's own profile, or to a business user they post for. */
export type PublishAs = { type: 'person' } | { type: 'business-user'; id: string }
const publishPath = (as: PublishAs, kind: ContentKindName) =>
	as.type === 'person' ? apiPath('/v1/me/content/{kind}', { kind }) : apiPath('/v1/business-users/{id}/content/{kind}', { id: as.id, kind })

const itemPath = (kind: ContentKindName, id: string) => apiPath('/v1/content/{kind}/{id}', { kind, id })

export type ContentListQuery = { cursor?: string; limit?: number; near?: string }

export const contentApi = areaApi((api) => ({
	/** For calls of other areas on the person's behalf (picture uploads). */
	caller: api,
	list: <K extends ContentKindName>(kind: K, owner: ContentOwnerRef, query: ContentListQuery = {}) =>
		api.get(listPath(owner, kind), { schema: contentListSchemas[kind], query }),
	/** A business user's first `limit` items of every kind, by kind. */
	shelves: (businessUserId: string, limit: number) =>
		api.get(apiPath('/v1/business-users/{id}/content', { id: businessUserId }), { schema: businessUserShelvesSchema, query: { limit } }),
	read: <K extends ContentKindName>(kind: K, id: string) => api.get(itemPath(kind, id), { schema: contentItemSchemas[kind] }),
	/** With the form's idempotency key (ADR 0016): a send again after a failure is answered, not published twice. */
	create: <K extends ContentKindName>(kind: K, as: PublishAs, body: CreateContent<K>, idempotencyKey?: string) =>
		api.post(publishPath(as, kind), { schema: contentItemSchemas[kind], body, idempotencyKey }),
	update: <K extends ContentKindName>(kind: K, id: string, body: UpdateContent<K>) => api.patch(itemPath(kind, id), { schema: contentItemSchemas[kind], body }),
	delete: (kind: ContentKindName, id: string) => api.delete(itemPath(kind, id)),
	/** Says the person is going to an event, or no longer is; answers who is going now. */
	going: (kind: ContentKindName, id: string, going: boolean) => {
		const path = apiPath('/v1/content/{kind}/{id}/going', { kind, id })
		return going ? api.put(path, { schema: goingSchema }) : api.delete(path, { schema: goingSchema })
	},
}))
