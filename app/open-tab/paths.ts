import type { OpenTabPart } from '#contracts/open-tab-limits.ts'

// Open tab's pages (docs/product.md#open-tab), as app/open-tab/routes.ts lists them. Plain values, for the browser too.

/** My open tab: my connects. */
export const openTabPath = '/account/open-tab'
/** People with an open tab, by name. */
export const openTabsSearchPath = `${openTabPath}/list/search`
/** My connects, and "New {type}". */
export const connectsPath = `${openTabPath}/connects`
/** Public connects by type, words and place. */
export const connectsSearchPath = `${connectsPath}/search`
/** A new connect of a type (check-open-tab-connect-type). */
export const createConnectPath = (type: string) => `${connectsPath}/${encodeURIComponent(type)}-create`
/** A connect of mine, with its forms. */
export const connectPath = (id: string) => `${connectsPath}/${encodeURIComponent(id)}`
/** A connect's form: `info`, `overview`, `about-us`, `about-us/description`, `about-us/{part}/create`, `about-us/{part}/{id}`. */
export const connectFormPath = (cid: string, form: string) => `${openTabPath}/${encodeURIComponent(cid)}/form/${form}`
export const connectEntryPath = (cid: string, part: OpenTabPart, id?: string) => connectFormPath(cid, `about-us/${part}/${id ? encodeURIComponent(id) : 'create'}`)
/** A connect's page, for everyone who may see it. */
export const connectDetailPath = (cid: string) => `/open-tabs/connects/${encodeURIComponent(cid)}/detail`
export const connectQrCodeBioPath = (cid: string) => `/open-tabs/connects/${encodeURIComponent(cid)}/qr-code-bio`

/**
 * `/account/open-tab/connects/{type}-create` and `/account/open-tab/connects/{id}` share one segment (one
 * route, app/layouts/open-tab-connect.tsx): the type a create page is for, or null for a connect's id.
 */
export function createTypeOf(param: string | undefined): string | null {
	const type = /^([a-z][a-z0-9-]*)-create$/.exec(param ?? '')?.[1]
	return type ?? null
}
