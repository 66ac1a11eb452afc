import type { AppLoadContext } from '@remix-run/node'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { OpenTabConnectPage, OpenTabConnectTypeList } from '#contracts/open-tab.ts'
import { ADMIN_BUSINESS_USER_ID, makeMe, MEMBER_BUSINESS_USER_ID, OWNED_ACCOUNT_ID } from './__fixtures__/me.ts'
import { currentAuth, type CurrentAuth } from './current-user.server.ts'
import {
	DENIED_PATH,
	requireAbilities,
	refuseSignedIn,
	requireAnonymous,
	requireBusinessAccountMember,
	requireMyPoint,
	requireNoSubscription,
	requireOpenTabConnectType,
	requireOwnerBusiness,
	requireOwnerOpenTab,
	requireSomeBusinessAccount,
	requireSubscription,
	requireUser,
} from './guards.server.ts'
import { newSessionData, readSession, type SessionData } from './session.server.ts'
import { buildUserState } from './user-state.ts'

// The guards decide from the current user; who that is comes from here instead of the API.
vi.mock('./current-user.server.ts', () => ({
	currentAuth: vi.fn(),
	async sessionHeadersOf(request: Request, auth: CurrentAuth, headers = new Headers()) {
		const { commitSession } = await import('./session.server.ts')
		return auth.changed ? commitSession(request, auth.session, headers) : headers
	},
}))

// The guards that ask the API get its answers from here: what the API would say, by path.
const apiAnswers = vi.hoisted(() => new Map<string, unknown>())
vi.mock('#app/api/product-api.server.ts', async () => {
	const { ApiError } = await import('#app/api/errors.ts')
	const get = async (path: string) => {
		// As a server would see it: dot segments resolved, encoded slashes left alone.
		const resolved = new URL(path, 'http://api.test').pathname
		if (!apiAnswers.has(resolved)) throw new ApiError('not-found', 'GET', path, 404)
		return apiAnswers.get(resolved)
	}
	return { productApiFor: () => ({ get }) }
})

const context = {} as AppLoadContext
const get = (path: string) => ({ request: new Request(`http://localhost${path}`), context })
const post = (path: string, referer?: string) => ({ request: new Request(`http://localhost${path}`, { method: 'POST', headers: referer ? { Referer: referer } : {} }), context })

let session: SessionData
function visitor() {
	vi.mocked(currentAuth).mockResolvedValue({ session, changed: false, user: null, me: null })
}
function signedIn(me = makeMe(), changed = false) {
	const auth: CurrentAuth = { session, changed, me, user: buildUserState(me, { hasCognitoUsername: true }) }
	vi.mocked(currentAuth).mockResolvedValue(auth)
	return auth
}

beforeEach(() => {
	session = { ...newSessionData(), resetUsername: 'kept@example.com' }
	apiAnswers.clear()
})

/** The response a guard throws (a Response, or Remix's data() with its init, as a Response). */
async function thrown(promise: Promise<unknown>): Promise<Response> {
	const response = await promise.then(
		() => expect.unreachable('expected the guard to refuse'),
		(e: unknown) => e,
	)
	if (response && typeof response === 'object' && 'init' in response && 'data' in response) {
		const { data, init } = response as { data: unknown; init: ResponseInit }
		return new Response(JSON.stringify(data), init)
	}
	expect(response).toHaveProperty('status')
	return response as Response
}

function expectRedirect(response: Response, location: string) {
	expect(response.status).toBe(302)
	expect(response.headers.get('Location')).toBe(location)
}

/** The session the browser holds after a response. */
function sessionAfter(response: Response) {
	const cookie = response.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
	return readSession(new Request('http://localhost/', { headers: { Cookie: cookie } }))
}

describe('requireUser (authentication)', () => {
	test('a signed-in person passes', async () => {
		const auth = signedIn()
		expect(await requireUser(get('/account'))).toBe(auth)
	})

	test('a visitor goes to /login, and the full path is remembered', async () => {
		visitor()
		const response = await thrown(requireUser(get('/account/update?tab=2#photo')))
		expectRedirect(response, '/login')
		const after = await sessionAfter(response)
		expect(after.backPath).toBe('/account/update?tab=2')
		expect(after.resetUsername).toBe('kept@example.com')
	})

	test.each([
		['a protocol-relative path', '//evil.example'],
		['a backslash path', '/\\evil.example/x'],
	])('%s is not remembered', async (_name, path) => {
		visitor()
		const response = await thrown(requireUser(get(path)))
		expectRedirect(response, '/login')
		expect((await sessionAfter(response)).backPath).toBeUndefined()
	})

	test("a form sent from one of this site's pages remembers that page", async () => {
		visitor()
		const response = await thrown(requireUser(post('/feed/like', 'http://localhost/feed?sort=new')))
		expect((await sessionAfter(response)).backPath).toBe('/feed?sort=new')
	})

	test.each([
		['another site', 'https://evil.example/steal?x=1'],
		['a protocol-relative path on this site', 'http://localhost//evil.example'],
		['something that is not a URL', 'not a url'],
		['no referer at all', undefined],
	])('a form sent from %s remembers nothing', async (_name, referer) => {
		visitor()
		const response = await thrown(requireUser(post('/feed/like', referer)))
		expectRedirect(response, '/login')
		expect((await sessionAfter(response)).backPath).toBeUndefined()
	})
})

describe('requireAnonymous (check-login)', () => {
	test('a visitor passes', async () => {
		visitor()
		expect((await requireAnonymous(get('/login'))).user).toBeNull()
	})

	test('a signed-in person goes home', async () => {
		signedIn()
		const response = await thrown(requireAnonymous(get('/login')))
		expectRedirect(response, '/')
		expect(response.headers.getSetCookie()).toEqual([])
	})

	test('refreshed tokens are stored on the way', async () => {
		signedIn(makeMe(), true)
		const response = await thrown(requireAnonymous(get('/signup')))
		expectRedirect(response, '/')
		expect((await sessionAfter(response)).id).toBe(session.id)
	})
})

describe('refuseSignedIn (check-login for a sent form)', () => {
	test('a visitor passes', async () => {
		visitor()
		expect((await refuseSignedIn(get('/login'))).user).toBeNull()
	})

	test('a signed-in person goes home and is told why', async () => {
		signedIn()
		const response = await thrown(refuseSignedIn(get('/login')))
		expectRedirect(response, '/')
		expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('robtua_toast='))).toBe(true)
	})
})

describe('requireAbilities', () => {
	test('a visitor is sent to sign in first', async () => {
		visitor()
		expectRedirect(await thrown(requireAbilities(get('/business-user/x/sale'), { any: ['sale-read'] })), '/login')
	})

	test('a rule the person meets passes', async () => {
		signedIn(makeMe({ permission: { 'sale-read': true } }))
		expect((await requireAbilities(get('/sale'), { any: ['sale-read'], none: ['admin'] })).user.permission).toEqual({ 'sale-read': true })
	})

	test.each([
		['any', { any: ['sale-read'] }],
		['all', { all: ['general-user', 'sale-delete'] }],
		['none', { none: ['general-user'] }],
	])('a denied %s rule goes to /404', async (_name, rule) => {
		signedIn(makeMe({ permission: { 'sale-read': false } }))
		expect(DENIED_PATH).toBe('/404')
		expectRedirect(await thrown(requireAbilities(get('/sale'), rule)), '/404?from=%2Fsale')
	})

	test('admin is an ability of whoever administers the active account', async () => {
		signedIn(makeMe({ businessAccountPermission: true }))
		await expect(requireAbilities(get('/settings'), { all: ['admin'] })).resolves.toBeTruthy()
	})
})

describe('requireMyPoint (check-my-point)', () => {
	test('someone without a point record goes to /account', async () => {
		signedIn(makeMe({ accountPoint: null }))
		expectRedirect(await thrown(requireMyPoint(get('/my-pocket'))), '/account')
	})

	test('the record is handed on, experience rounded', async () => {
		signedIn()
		expect((await requireMyPoint(get('/my-pocket'))).accountPoint).toEqual({ point: 120, tokenTotal: 3.5, totalExperience: 12.3457 })
	})

	test('a visitor is sent to sign in', async () => {
		visitor()
		expectRedirect(await thrown(requireMyPoint(get('/my-pocket'))), '/login')
	})
})

describe('requireBusinessAccountMember (check-in-business-account)', () => {
	test('a member gets the business account', async () => {
		signedIn()
		expect((await requireBusinessAccountMember(get(`/business-account/${OWNED_ACCOUNT_ID}`), OWNED_ACCOUNT_ID)).businessAccount.id).toBe(OWNED_ACCOUNT_ID)
	})

	test('anyone else gets a 404', async () => {
		signedIn()
		const other = '11111111-2222-4333-8444-555555555555'
		const response = await thrown(requireBusinessAccountMember(get(`/business-account/${other}`), other))
		expect(response.status).toBe(404)
		expect(response.headers.get('Location')).toBeNull()
	})
})

describe('requireSomeBusinessAccount (redirect-check-in-business-account)', () => {
	test('someone without a business account is sent to create one', async () => {
		signedIn(makeMe({ businessAccounts: [], businessUsers: [] }))
		expectRedirect(await thrown(requireSomeBusinessAccount(get('/business-user/create'))), '/business-account/create')
	})

	test('someone with one passes', async () => {
		signedIn()
		await expect(requireSomeBusinessAccount(get('/business-user/create'))).resolves.toBeTruthy()
	})
})

describe('requireOwnerBusiness (check-owner-business)', () => {
	test('the business user is handed on to its administrator', async () => {
		signedIn()
		expect((await requireOwnerBusiness(get(`/business-user/${ADMIN_BUSINESS_USER_ID}`), ADMIN_BUSINESS_USER_ID)).businessUser.id).toBe(ADMIN_BUSINESS_USER_ID)
	})

	test('a member of it is told, at the page itself, that it is for its admins (403)', async () => {
		signedIn()
		const response = await thrown(requireOwnerBusiness(get(`/business-user/${MEMBER_BUSINESS_USER_ID}/form/overview`), MEMBER_BUSINESS_USER_ID))
		expect(response.status).toBe(403)
		expect(await response.json()).toEqual({
			path: `/business-user/${MEMBER_BUSINESS_USER_ID}/form/overview`,
			needed: { needs: 'admin', of: { name: 'Kitchen', to: `/business-user/${MEMBER_BUSINESS_USER_ID}` } },
		})
	})

	test('a business user of someone else goes to /404', async () => {
		signedIn()
		const id = '66666666-7777-4888-8999-000000000000'
		expectRedirect(await thrown(requireOwnerBusiness(get(`/business-user/${id}`), id)), `/404?from=%2Fbusiness-user%2F${id}`)
	})
})

describe('requireOpenTabConnectType (check-open-tab-connect-type)', () => {
	const types: OpenTabConnectTypeList = {
		items: [
			{ type: 'project', isOpen: true, title: { en: 'Project', th: 'โครงการ' } },
			{ type: 'volunteer', isOpen: false, title: { en: 'Volunteer', th: 'จิตอาสา' } },
		],
	}
	beforeEach(() => {
		apiAnswers.set('/v1/open-tab/connect-types', types)
	})

	test('an open type is handed on', async () => {
		signedIn()
		expect((await requireOpenTabConnectType(get('/account/open-tab/connects/project-create'), 'project')).connectType.title.th).toBe('โครงการ')
	})

	test.each([
		['a type not open yet', 'volunteer'],
		['a type that does not exist', 'spaceship'],
	])('%s is a page that does not exist (404)', async (_name, type) => {
		signedIn()
		const response = await thrown(requireOpenTabConnectType(get(`/account/open-tab/connects/${type}-create`), type))
		expect(response.status).toBe(404)
		expect(response.headers.get('Location')).toBeNull()
	})

	test('a visitor is sent to sign in first', async () => {
		visitor()
		expectRedirect(await thrown(requireOpenTabConnectType(get('/account/open-tab/connects/project-create'), 'project')), '/login')
	})
})

describe('requireOwnerOpenTab (check-owner-open-tab)', () => {
	const MINE = '06c6b995-7576-4aad-a508-2007a86390aa'
	const THEIRS = 'b34c666f-d71a-4eef-a41c-05df5371f2ed'
	const owner = { profileUuid: '5f0c2b7e-8a1d-4c3e-9b6f-2e4d6c8a0b1f', firstName: 'Dao', lastName: 'Suksai', imageUrl: null }
	const connect = (id: string, isMine: boolean): OpenTabConnectPage => ({
		connect: {
			id,
			kind: 'connect',
			owner: { type: 'person', id: owner.profileUuid, name: 'Dao Suksai' },
			postedBy: owner,
			title: 'Community garden',
			body: '',
			details: { type: 'project', info: {}, overview: null, status: 'open', showMembers: false },
			startsAt: null,
			endsAt: null,
			location: null,
			address: null,
			province: null,
			locationExact: true,
			pictures: [],
			tags: [],
			visibility: 'public',
			communityId: null,
			going: null,
			publishedAt: '2026-11-23T08:00:00.000Z',
			createdAt: '2026-11-23T08:00:00.000Z',
			updatedAt: '2026-11-23T08:00:00.000Z',
			distanceKm: null,
			canEdit: isMine,
			canDelete: isMine,
		},
		type: { type: 'project', isOpen: true, title: { en: 'Project', th: 'โครงการ' } },
		owner,
		isMine,
		parts: { goal: [], 'our-business': [], 'our-story': [] },
		myRequest: null,
		requests: [],
		members: [],
	})

	test("the owner's connect is handed on", async () => {
		signedIn()
		apiAnswers.set(`/v1/open-tab/connects/${MINE}`, connect(MINE, true))
		expect((await requireOwnerOpenTab(get(`/account/open-tab/${MINE}/form/about-us/goal/create`), MINE)).page.connect.id).toBe(MINE)
	})

	test('a denial names the page asked for, and the page the person came from when it is ours', async () => {
		signedIn()
		const from = (referer: string) => ({ request: new Request('http://localhost/sale?tab=2', { headers: { Referer: referer } }), context })
		expectRedirect(await thrown(requireAbilities(from('http://localhost/account'), { any: ['admin'] })), '/404?from=%2Fsale%3Ftab%3D2&back=%2Faccount')
		expectRedirect(await thrown(requireAbilities(from('https://evil.example/account'), { any: ['admin'] })), '/404?from=%2Fsale%3Ftab%3D2')
	})

	test("someone else's connect they can see is a denial (/404)", async () => {
		signedIn()
		apiAnswers.set(`/v1/open-tab/connects/${THEIRS}`, connect(THEIRS, false))
		expectRedirect(await thrown(requireOwnerOpenTab(get(`/account/open-tab/${THEIRS}/form/about-us/goal/create`), THEIRS)), `/404?from=${encodeURIComponent(`/account/open-tab/${THEIRS}/form/about-us/goal/create`)}`)
	})

	test('a connect the API does not show them is not found (404)', async () => {
		signedIn()
		const response = await thrown(requireOwnerOpenTab(get(`/account/open-tab/${THEIRS}/form/about-us/goal/create`), THEIRS))
		expect(response.status).toBe(404)
		expect(await response.json()).toMatchObject({ record: 'openTabConnect' })
	})

	test('the id cannot reach another API path', async () => {
		signedIn()
		// Were the id not encoded, this would ask for /v1/open-tab/connect-types and pass.
		apiAnswers.set('/v1/open-tab/connect-types', connect(THEIRS, true))
		const response = await thrown(requireOwnerOpenTab(get('/account/open-tab/x/form/info'), '../connect-types'))
		expect(response.status).toBe(404)
	})
})

describe('requireSubscription (check-subscription) and requireNoSubscription (check-unsubscription)', () => {
	const subscriber = () => makeMe({ subscription: { isSubscribed: true, currentPeriodEnd: '2026-12-23T08:00:00.000Z', businessUserIds: ['6b1f8a0e-3c2d-4e5f-8a9b-0c1d2e3f4a5b'], haveCreditCard: true } })

	test('a subscriber passes check-subscription; someone else is sent to choose a subscription', async () => {
		signedIn(subscriber())
		await expect(requireSubscription(get('/account/subscription/membership'))).resolves.toBeTruthy()
		signedIn()
		expectRedirect(await thrown(requireSubscription(get('/account/subscription/membership'))), '/subscription-account')
	})

	test('check-unsubscription is the reverse: a subscriber is sent to the subscription they have', async () => {
		signedIn()
		await expect(requireNoSubscription(get('/subscription-account'))).resolves.toBeTruthy()
		signedIn(subscriber())
		expectRedirect(await thrown(requireNoSubscription(get('/subscription-account'))), '/account/subscription')
	})

	test('check-unsubscription for a business user: only a subscription to that one sends the person to theirs', async () => {
		const package_ = (businessUserId: string) => get(`/account/subscription/business-user/${businessUserId}/package`)
		const other = '0c1d2e3f-4a5b-4e5f-8a9b-6b1f8a0e3c2d'
		signedIn(subscriber())
		expectRedirect(await thrown(requireNoSubscription(package_('6b1f8a0e-3c2d-4e5f-8a9b-0c1d2e3f4a5b'), '6b1f8a0e-3c2d-4e5f-8a9b-0c1d2e3f4a5b')), '/account/subscription')
		await expect(requireNoSubscription(package_(other), other)).resolves.toBeTruthy()
		signedIn()
		await expect(requireNoSubscription(package_(other), other)).resolves.toBeTruthy()
		visitor()
		expectRedirect(await thrown(requireNoSubscription(package_(other), other)), '/login')
	})

	test('a visitor is sent to sign in by both', async () => {
		visitor()
		expectRedirect(await thrown(requireSubscription(get('/account/subscription'))), '/login')
		expectRedirect(await thrown(requireNoSubscription(get('/subscription-account'))), '/login')
	})
})
