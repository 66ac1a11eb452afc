import type { ContentItem } from '#contracts/content/registry.ts'
import { businessUserTeam } from './business-team.ts'
import type { Harness } from './harness.ts'
import { ok } from './ok.ts'

// Who the social and search tests are about, and what they do there, made through the API.

/** Niran, Dao and Mallory, and a business user with its team. */
export async function socialPeople(api: Harness) {
	return { niran: await api.somebody('Niran'), dao: await api.somebody('Dao'), mallory: await api.somebody('Mallory'), coffee: await businessUserTeam(api) }
}

/** Siam Square, where their items are. */
export const siamSquare = { location: { lat: 13.7456, lng: 100.5347 }, address: 'Siam Square' }

export function socialCalls(api: Harness) {
	return {
		/** Publishes an item of `kind` as the person, or as the business user. */
		post: async (who: { token: string }, kind: string, body: Record<string, unknown>, businessUserId?: string) => {
			const path = businessUserId ? `/v1/business-users/${businessUserId}/content/${kind}` : `/v1/me/content/${kind}`
			return ok<ContentItem>(await api.call('POST', path, { token: who.token, body: { body: '', ...body } }), 201)
		},
		/** Follows (or with DELETE stops following) `profiles/{uuid}` or `business-users/{id}`. */
		follow: (who: { token: string }, path: string, method = 'PUT') => api.call(method, `/v1/${path}/follow`, { token: who.token }),
		titles: (page: { entries: Array<{ item: { title: string } }> }) => page.entries.map((entry) => entry.item.title),
	}
}
