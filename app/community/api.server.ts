import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import {
	communityListSchema,
	communityMemberSchema,
	communityPageSchema,
	communitySchema,
	myCommunitiesSchema,
	type CommunityInput,
} from '#contracts/community.ts'

// The product API's community calls (api/communities): the API decides who may do what and who sees
// what; the pages show its answers.

export const communityApi = areaApi((api) => ({
	caller: api,
	mine: async () => await api.get(apiPath('/v1/me/communities'), { schema: myCommunitiesSchema }),
	discover: async (query: { q?: string; near?: string; cursor?: string }) => await api.get(apiPath('/v1/communities'), { schema: communityListSchema, query: defined(query) }),
	create: async (body: CommunityInput) => await api.post(apiPath('/v1/communities'), { schema: communitySchema, body }),
	one: async (id: string) => await api.get(apiPath('/v1/communities/{id}', { id }), { schema: communitySchema }),
	page: async (id: string) => await api.get(apiPath('/v1/communities/{id}/page', { id }), { schema: communityPageSchema }),
	update: async (id: string, body: Partial<CommunityInput>) => await api.patch(apiPath('/v1/communities/{id}', { id }), { schema: communitySchema, body }),
	remove: async (id: string) => await api.delete(apiPath('/v1/communities/{id}', { id })),
	join: async (id: string) => await api.post(apiPath('/v1/communities/{id}/membership', { id }), { schema: communitySchema }),
	leave: async (id: string) => await api.delete(apiPath('/v1/communities/{id}/membership', { id }), { schema: communitySchema }),
	invite: async (id: string, email: string) => await api.post(apiPath('/v1/communities/{id}/invitations', { id }), { schema: communityMemberSchema, body: { email } }),
	accept: async (id: string, uuid: string) => await api.post(apiPath('/v1/communities/{id}/members/{uuid}/accept', { id, uuid }), { schema: communityMemberSchema }),
	removeMember: async (id: string, uuid: string) => await api.delete(apiPath('/v1/communities/{id}/members/{uuid}', { id, uuid })),
	setRole: async (id: string, uuid: string, role: 'moderator' | 'member') => await api.put(apiPath('/v1/communities/{id}/members/{uuid}/role', { id, uuid }), { schema: communityMemberSchema, body: { role } }),
}))
