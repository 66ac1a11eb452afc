import type { LoaderFunctionArgs } from '@remix-run/node'
import { aroundMeApi } from '#app/around-me/api.server.ts'
import type { MapViewAnswer } from '#app/around-me/map/map-view-answer.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { itemPath } from '#app/content/kinds.ts'
import { mapQuerySchema } from '#contracts/content/map.ts'

/**
 * `/resources/map-view?box=west,south,east,north&zoom=14[&kind=event]`: what a map's viewport holds, for the
 * around-me map (app/around-me/map/leaflet-map.tsx): points with their pages' addresses, or cells.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { session } = await requireUser(args)
	const query = mapQuerySchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams))
	if (!query.success) return Response.json({ error: 'Not a map viewport' }, { status: 400 })
	const view = await aroundMeApi(args.request, args.context, session).map(query.data)
	const answer: MapViewAnswer = {
		...view,
		points: view.points.map((point) => ({
			...point,
			href: itemPath({ kind: point.kind, id: point.id, owner: point.businessUserId ? { type: 'business-user', id: point.businessUserId } : { type: 'person', id: '' } }),
		})),
	}
	return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
}
