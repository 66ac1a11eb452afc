import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { businessUserView } from '#app/business-user/display.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { BusinessUserPageView } from '#app/business-user/business-user-page.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { isApiError } from '#app/api/errors.ts'
import { peopleListOf } from '#app/social/follow-row.tsx'
import { socialApi } from '#app/social/api.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { salesPath } from '#app/shop/paths.ts'
import { packagesPath, subscribersPath } from '#app/subscription/packages/paths.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'

export const handle = { i18n: ['business-user', 'social'] }
export const meta = pageMeta

/** /business-user/{id}: a business user's profile, for anyone signed in. */
export async function loader(args: LoaderFunctionArgs) {
	const { page, language, session, id, user } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	const staff = user.businessUsers.find((candidate) => candidate.id === id)
	// Its followers, when asked (`?people=followers`): a list below the page's head.
	const search = new URL(args.request.url).searchParams
	const list = peopleListOf(search) === 'followers' ? ('followers' as const) : null
	const people = list
		? await socialApi(args.request, args.context, session)
				.followers({ type: 'business-user', id }, search.get('cursor') || undefined)
				.catch((error: unknown) => {
					if (isApiError(error) && error.kind === 'bad-request') return null
					throw error
				})
		: null
	return {
		meta: { title: page.name, description: page.overview ?? page.description ?? t('page.meta.description', { name: page.name }) },
		businessUser: businessUserView(page, language, user.activeBusinessUser?.id),
		people: list && people ? { list, people } : null,
		// Its staff granted Sales (read) find its orders from here.
		salesTo: staff && holds(standingOf(staff), 'sale', 'read') ? salesPath(id) : null,
		// Those granted Subscriptions (read), its packages and subscribers.
		packagesTo: staff && holds(standingOf(staff), 'subscription', 'read') ? packagesPath(id) : null,
		subscribersTo: staff && holds(standingOf(staff), 'subscription', 'read') ? subscribersPath(id) : null,
	}
}

export default function BusinessUser() {
	const { businessUser, people, salesTo, packagesTo, subscribersTo } = useLoaderData<typeof loader>()
	return <BusinessUserPageView businessUser={businessUser} people={people} salesTo={salesTo} packagesTo={packagesTo} subscribersTo={subscribersTo} />
}
