// Boards' limits without the validation library, for pages' browser code (first-load JS): a board's title
// and opening message, a reply, pictures, and page sizes (docs/product.md#boards).

export const boardLimits = {
	title: 150,
	message: 10_000,
	reply: 10_000,
	pictures: 10,
	replyPictures: 4,
	/** Replies a page on a board's page, and at most when asked. */
	repliesPage: 30,
	maxRepliesPage: 50,
	/** Boards a page on /account/board. */
	boardsPage: 20,
	maxBoardsPage: 50,
} as const
