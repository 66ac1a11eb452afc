// Boards' pages (docs/product.md#boards), as app/board/routes.ts lists them. Plain values, for the browser too.

/** Boards I follow, my boards, and the newest boards I may see. */
export const boardsPath = '/account/board'
/** "New board"; `community` preselects a community (from its page). */
export const createBoardPath = (communityId?: string | null) => `${boardsPath}/create${communityId ? `?${new URLSearchParams({ community: communityId })}` : ''}`
/** A board with a page of replies: its newest, or those `after` or `before` a reply's number. */
export function boardPath(id: string, page: { after?: number | null; before?: number | null } = {}) {
	const query = new URLSearchParams()
	if (page.after != null) query.set('after', String(page.after))
	if (page.before != null) query.set('before', String(page.before))
	const search = query.toString()
	return `${boardsPath}/${encodeURIComponent(id)}${search ? `?${search}` : ''}`
}
/** A community's page (the communities area's). */
export const communityPath = (id: string) => `/account/community/${encodeURIComponent(id)}`
