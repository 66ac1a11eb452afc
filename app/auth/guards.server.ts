import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { productApiFor } from '#app/api/product-api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { HOME_PATH, backPathOf, safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithInfo } from '#app/toast/toast.server.ts'
import { abilitiesOf, allows, type AbilityRule } from './abilities.ts'
import { currentAuth, sessionHeadersOf, type CurrentAuth } from './current-user.server.ts'
import { commitSession } from './session.server.ts'
import type { UserState } from './user-state.ts'
import { openTabConnectPageSchema, openTabConnectTypeListSchema } from '#contracts/open-tab.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { ofBusinessUser, type PermissionNeeded } from './permission-needed.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'
import type { PermissionScope, PermissionSlug } from '#contracts/permission-names.ts'

/**
 * The route guards of docs/product.md#routing-behaviour, one function each, called at the top of loaders and actions. Each
 * returns what the page needs or throws a redirect, a 404, or (to a member lacking a grant) a 403. The API
 * checks the same rules itself: these are for the person's experience, not for security.
 */

type GuardArgs = { request: Request; context: AppLoadContext }
export type SignedIn = CurrentAuth & { user: UserState }

export const DENIED_PATH = '/404'

/**
 * Where a denial sends the person (docs/product.md#roles-and-permissions: to /404): the page they asked for goes along, so /404 can name
 * it, and the page they came from (when it is ours), so it can offer the way back.
 */
export function denied(request: Request): Response {
	const target = new URLSearchParams({ from: backPathOf(request) })
	const cameFrom = sameSitePath(request.headers.get('Referer'), request.url)
	if (cameFrom) target.set('back', cameFrom)
	return redirect(`${DENIED_PATH}?${target}`)
}

/**
 * The denial for someone who works for the business but lacks what the page needs
 * (docs/product.md#roles-and-permissions): a 403 at the page's own address, shown in its layout by the
 * error boundary, which says what is needed and who gives it. Someone with no part in it gets `denied`.
 */
export function permissionNeeded(request: Request, needed: PermissionNeeded) {
	return data({ path: new URL(request.url).pathname, needed }, { status: 403, statusText: 'Forbidden' })
}

function sameSitePath(referer: string | null, requestUrl: string): string | undefined {
	if (!referer || !URL.canParse(referer)) return undefined
	const url = new URL(referer)
	return url.origin === new URL(requestUrl).origin ? url.pathname + url.search : undefined
}
/** Where a person without a subscription chooses one, and where a subscriber manages theirs. */
export const SUBSCRIBE_PATH = '/subscription-account'
export const MY_SUBSCRIPTION_PATH = '/account/subscription'

/**
 * authentication: a visitor is sent to /login, and the page they wanted is remembered (relative
 * paths only) to return to after signing in.
 */
export async function requireUser({ request, context }: GuardArgs): Promise<SignedIn> {
	const auth = await currentAuth(request, context)
	if (auth.user) return auth as SignedIn
	auth.session.backPath = safeBackPath(wantedPath(request), '') || undefined
	throw redirect('/login', { headers: await commitSession(request, auth.session) })
}

/** The full path to come back to: this page for a GET, otherwise this site's page the form was sent from. */
function wantedPath(request: Request): string | undefined {
	if (request.method === 'GET') return backPathOf(request)
	const referer = URL.canParse(request.headers.get('Referer') ?? '') ? new URL(request.headers.get('Referer')!) : undefined
	return referer && referer.host === new URL(request.url).host ? referer.pathname + referer.search : undefined
}

/** check-login: sign-in and sign-up pages are for visitors; a signed-in person goes home. */
export async function requireAnonymous({ request, context }: GuardArgs): Promise<CurrentAuth> {
	const auth = await currentAuth(request, context)
	if (auth.user) throw redirect(HOME_PATH, { headers: await sessionHeadersOf(request, auth) })
	return auth
}

/**
 * check-login for a form sent to a visitor-only page (an old tab, a second window): the signed-in
 * person is told why nothing happened (docs/product.md#sign-in-steps: signing in while signed in is refused).
 */
export async function refuseSignedIn({ request, context }: GuardArgs): Promise<CurrentAuth> {
	const auth = await currentAuth(request, context)
	if (auth.user) {
		const t = await i18next.getFixedT(request, 'auth')
		throw await redirectWithInfo(HOME_PATH, t('errors.alreadySignedIn'), { headers: await sessionHeadersOf(request, auth) })
	}
	return auth
}

/** Route-level abilities (docs/product.md#roles-and-permissions): any, all or none of them; a denial goes to /404. */
export async function requireAbilities(args: GuardArgs, rule: AbilityRule): Promise<SignedIn> {
	const auth = await requireUser(args)
	if (!allows(abilitiesOf(auth.user), rule)) throw denied(args.request)
	return auth
}

/** check-my-point: my-pocket needs the person's account-point record. */
export async function requireMyPoint(args: GuardArgs): Promise<SignedIn & { accountPoint: NonNullable<UserState['profileAccountPoint']> }> {
	const auth = await requireUser(args)
	if (!auth.user.profileAccountPoint) throw redirect('/account')
	return { ...auth, accountPoint: auth.user.profileAccountPoint }
}

/** check-in-business-account: the business account `id` must be one the person owns or belongs to. */
export async function requireBusinessAccountMember(args: GuardArgs, businessAccountId: string) {
	const auth = await requireUser(args)
	const businessAccount = auth.user.businessAccounts.find((account) => account.id === businessAccountId)
	if (!businessAccount) throw new Response('Not a member of this business account', { status: 404 })
	return { ...auth, businessAccount }
}

/**
 * redirect-check-in-business-account: for pages that make sense only with a business account (such
 * as creating a business user), someone without one is sent to create one first.
 */
export async function requireSomeBusinessAccount(args: GuardArgs) {
	const auth = await requireUser(args)
	if (auth.user.businessAccounts.length === 0) throw redirect('/business-account/create')
	return auth
}

/**
 * check-owner-business: the business user `id` must be one the person administers. One of its members
 * is told the page is for its admins; anyone else is denied.
 */
export async function requireOwnerBusiness(args: GuardArgs, businessUserId: string) {
	const auth = await requireUser(args)
	const businessUser = auth.user.businessUsers.find((candidate) => candidate.id === businessUserId)
	if (!businessUser) throw denied(args.request)
	if (!businessUser.isAdmin) throw permissionNeeded(args.request, { needs: 'admin', of: ofBusinessUser(businessUser) })
	return { ...auth, businessUser }
}

/**
 * A business user's sales (docs/product.md#shop): its owner, admins and members granted `sale` at `scope`.
 * A member without it is told the grant is needed; anyone else is denied, as the API does.
 */
export async function requireSaleGrant(args: GuardArgs, businessUserId: string, scope: 'read' | 'create' | 'update' = 'read') {
	return requireGrant(args, businessUserId, 'sale', scope)
}

/**
 * A business user's pages of one grant (Sales, Rewards: `sale`; packages and subscribers: `subscription`):
 * a person who does not work as it is denied; a member without the grant's scope is told what they need.
 */
export async function requireGrant(args: GuardArgs, businessUserId: string, slug: PermissionSlug, scope: PermissionScope) {
	const auth = await requireUser(args)
	const businessUser = auth.user.businessUsers.find((candidate) => candidate.id === businessUserId)
	if (!businessUser) throw denied(args.request)
	if (!holds(standingOf(businessUser), slug, scope)) throw permissionNeeded(args.request, { needs: { slug, scope }, of: ofBusinessUser(businessUser) })
	return { ...auth, businessUser }
}

/**
 * check-open-tab-connect-type: `/account/open-tab/connects/{type}-create` only for a connect type the
 * API knows and has opened for new connects; any other type is a page that does not exist.
 */
export async function requireOpenTabConnectType(args: GuardArgs, type: string) {
	const auth = await requireUser(args)
	const { items } = await productApiFor(args.request, args.context, auth.session).get(apiPath('/v1/open-tab/connect-types'), { schema: openTabConnectTypeListSchema })
	const connectType = items.find((candidate) => candidate.type === type)
	if (!connectType?.isOpen) throw notFound(args.request)
	return { ...auth, connectType }
}

/**
 * check-owner-open-tab: the connect `cid` must be the person's own. One they cannot see is not found
 * (the API answers 404 for both); one they can see but do not own is a denial (/404).
 */
export async function requireOwnerOpenTab(args: GuardArgs, connectId: string) {
	const auth = await requireUser(args)
	const api = productApiFor(args.request, args.context, auth.session)
	const page = await api.get(apiPath('/v1/open-tab/connects/{id}', { id: connectId }), { schema: openTabConnectPageSchema }).catch(orNotFound(args.request, 'openTabConnect'))
	if (!page.isMine) throw denied(args.request)
	return { ...auth, page }
}

/** check-subscription: pages for subscribers; someone without a subscription is sent to choose one. */
export async function requireSubscription(args: GuardArgs) {
	const auth = await requireUser(args)
	if (!auth.user.isSubscribed) throw redirect(SUBSCRIBE_PATH)
	return auth
}

/**
 * check-unsubscription: pages for starting a subscription; a subscriber is sent to the one they have. With
 * a business user (its package page), only a subscription to that one counts: a person subscribes to as
 * many business users as they like, to each once.
 */
export async function requireNoSubscription(args: GuardArgs, businessUserId?: string) {
	const auth = await requireUser(args)
	const subscribed = businessUserId === undefined ? auth.user.isSubscribed : auth.user.subscribedBusinessUserIds.includes(businessUserId)
	if (subscribed) throw redirect(MY_SUBSCRIPTION_PATH)
	return auth
}
