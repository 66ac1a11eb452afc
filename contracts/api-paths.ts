// Every product API path the web calls, as the API's OpenAPI document names it (docs/architecture.md#the-product-api).
// The web's client takes only paths made by `apiPath` from these templates, so a call to a path the API
// does not have, or with a parameter missing, does not compile; api/api-paths.test.ts checks that the API
// documents every template (with `{kind}` standing for each content kind).

export const apiPathTemplates = [
	'/v1/me',
	'/v1/me/sign-out',
	'/v1/me/sign-out-everywhere',
	'/v1/me/profile-outline',
	'/v1/me/cart',
	'/v1/me/cart/lines',
	'/v1/me/cart/lines/{id}',
	'/v1/me/business-orders/{id}/check-out',
	'/v1/me/business-orders/{id}/purchase-orders',
	'/v1/me/purchase-orders',
	'/v1/me/purchase-orders/{id}',
	'/v1/me/purchase-orders/{id}/cancel',
	'/v1/me/purchase-orders/{id}/bill',
	'/v1/me/payments/{chargeId}',
	'/v1/business-users/{id}/orders',
	'/v1/business-users/{id}/orders/{orderId}',
	'/v1/business-users/{id}/orders/{orderId}/actions',
	'/v1/chat/inbox',
	'/v1/chat/unread',
	'/v1/chat/quota',
	'/v1/chat/events',
	'/v1/chat/rooms/{id}',
	'/v1/chat/rooms/{id}/messages',
	'/v1/chat/rooms/{id}/messages/{seq}',
	'/v1/chat/rooms/{id}/read',
	'/v1/chat/rooms/{id}/block',
	'/v1/chat/rooms/{id}/reports',
	'/v1/profiles/{uuid}/chat',
	'/v1/profiles/{uuid}/chat/messages',
	'/v1/business-users/{id}/chat',
	'/v1/business-users/{id}/chat/messages',
	'/v1/me/overview',
	'/v1/me/about',
	'/v1/me/images',
	'/v1/me/links',
	'/v1/me/business-info',
	'/v1/me/education-experiences',
	'/v1/me/education-experiences/{id}',
	'/v1/me/our-stories',
	'/v1/me/our-stories/{id}',
	'/v1/me/skill-talents',
	'/v1/me/skill-talents/{id}',
	'/v1/profiles/{uuid}/page',
	'/v1/profiles/{uuid}/content/{kind}',
	'/v1/me/content/{kind}',
	'/v1/business-users/{id}/content/{kind}',
	'/v1/business-users/{id}/content',
	'/v1/content/{kind}/{id}',
	'/v1/business-accounts',
	'/v1/business-accounts/{id}',
	'/v1/business-accounts/{id}/business-users',
	'/v1/business-users/{id}/archive',
	'/v1/business-users/{id}/members',
	'/v1/business-users/{id}/members/{profileUuid}',
	'/v1/business-users/{id}/invites',
	'/v1/business-users/{id}/invites/{inviteId}',
	'/v1/business-users/{id}/token',
	'/v1/business-users/{id}/page',
	'/v1/business-users/{id}/overview',
	'/v1/business-users/{id}/about/{part}',
	'/v1/business-users/{id}/business-info',
	'/v1/business-users/{id}/links',
	'/v1/business-users/{id}/images',
	'/v1/invites/{token}',
	'/v1/invites/{token}/accept',
	'/v1/open-tab/connect-types',
	'/v1/open-tab/connects/{id}',
	'/v1/content/{kind}/{id}/going',
	'/v1/around-me',
	'/v1/around-me/map',
	'/v1/media/images',
	'/v1/media/files',
	'/v1/profiles/{uuid}/follow',
	'/v1/profiles/{uuid}/followers',
	'/v1/profiles/{uuid}/following',
	'/v1/business-users/{id}/follow',
	'/v1/business-users/{id}/followers',
	'/v1/content/{kind}/{id}/like',
	'/v1/feed',
	'/v1/feed/suggestions',
	'/v1/feed/search',
	'/v1/trending',
	'/v1/today',
	'/v1/search',
	'/v1/me/collections',
	'/v1/collections',
	'/v1/collections/{id}',
	'/v1/collections/{id}/items',
	'/v1/collections/{id}/items/{itemId}',
	'/v1/previews/{type}/{id}',
] as const

export type ApiPathTemplate = (typeof apiPathTemplates)[number]

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never
type ParamsOf<Path extends string> = [ParamNames<Path>] extends [never] ? [] : [params: Record<ParamNames<Path>, string>]

declare const madeByApiPath: unique symbol
/** A path of the product API with its parameters filled in (and encoded): only `apiPath` makes one. */
export type ApiPath = string & { readonly [madeByApiPath]: true }

/** `apiPath('/v1/business-users/{id}/page', { id })` → `/v1/business-users/3f…/page`. */
export function apiPath<Template extends ApiPathTemplate>(template: Template, ...[params]: ParamsOf<Template>): ApiPath {
	const values = (params ?? {}) as Record<string, string>
	return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) as ApiPath
}
