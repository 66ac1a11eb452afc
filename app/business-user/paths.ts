// The addresses of a business user's pages (docs/product.md#business-user-pages: /business-user/{id} and the pages under it).

/** The business user's pages beside its profile, in the order its navigation shows them. */
export const businessUserPages = ['information', 'bio', 'business-profile', 'additional-content', 'event/around-here', 'ebook'] as const
export type BusinessUserSubpage = (typeof businessUserPages)[number]

/** /business-user/{id}, or one of its pages (`information`, `form/link`, …). */
export function businessUserPath(id: string, page?: string) {
	return page ? `/business-user/${id}/${page}` : `/business-user/${id}`
}

/** One of the owner's and admins' form pages (`overview`, `about-us/goal`, …). */
export function businessUserFormPath(id: string, form: string) {
	return businessUserPath(id, `form/${form}`)
}
