// Communities' addresses (docs/routes.tsv, area `community`), and the board pages they link to.

export const communitiesPath = '/account/community'
export const communityPath = (id: string) => `/account/community/${id}`
/** A board's page (docs/product.md#boards). */
export const boardPath = (id: string) => `/account/board/${id}`
/** "New board" for a community. */
export const newBoardPath = (communityId: string) => `/account/board/create?community=${communityId}`
