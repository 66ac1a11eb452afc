import type { AppLoadContext } from '@remix-run/node'
import { LRUCache } from 'lru-cache'
import { callContextOf, mainApi } from '#app/api/product-api.server.ts'
import { isApiError } from '#app/api/errors.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { pagePreviewSchema, type PagePreview } from '#contracts/page-preview.ts'
import { previewTargetOf, type PagePreviewView, type PreviewTarget } from './page-preview.ts'
import type { SessionData } from './session.server.ts'

// The card of the page a visitor was on their way to, for the sign-in and sign-up pages
// (docs/product.md#page-previews). It is asked as a visitor (no token): the same for everyone.

/**
 * Answers are kept as long as the API says they may be (a minute), found or not: a printed QR code
 * brings many visitors to the same page, and each would otherwise cost the API the page's reads.
 */
const answers = new LRUCache<string, { preview: PagePreview | null }>({ max: 2_000, ttl: 60_000 })

/** The card for the session's back path, or null: none is shareable, nothing is there to show, or the API could not say. */
export async function pagePreviewOf(request: Request, context: AppLoadContext, session: SessionData): Promise<PagePreviewView | null> {
	const target = previewTargetOf(session.backPath)
	if (!target) return null
	const preview = await read(request, context, target).catch((error: unknown) => {
		// The card is a courtesy: signing in goes on without it.
		context.log?.warn({ err: error }, 'no page preview: the API could not answer')
		return null
	})
	// Under a business user's pages, only that business user's items, as the item page itself checks.
	if (!preview || (target.businessUserId && preview.owner?.id !== target.businessUserId)) return null
	const t = await i18next.getFixedT(request, ['auth', 'content'])
	const account = preview.type === 'person' || preview.type === 'business-user'
	return {
		name: preview.name,
		imageUrl: preview.imageUrl,
		kind: account || preview.type === 'collection' ? t(`auth:preview.kinds.${preview.type}`) : t(`content:kinds.${preview.type}`),
		ownerName: preview.owner?.name ?? null,
		// People and business users have round pictures, as on their pages.
		round: account,
	}
}

async function read(request: Request, context: AppLoadContext, { type, id }: PreviewTarget): Promise<PagePreview | null> {
	const key = `${type}/${id}`
	const kept = answers.get(key)
	if (kept) return kept.preview
	try {
		const preview = await mainApi.withContext(callContextOf(request, context)).get(apiPath('/v1/previews/{type}/{id}', { type, id }), { schema: pagePreviewSchema })
		answers.set(key, { preview })
		return preview
	} catch (error) {
		if (!isApiError(error) || error.kind !== 'not-found') throw error
		answers.set(key, { preview: null })
		return null
	}
}
