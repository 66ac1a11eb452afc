import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { businessUserView } from '#app/business-user/display.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { BusinessUserPageView } from '#app/business-user/business-user-page.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}: a business user's profile, for anyone signed in. */
export async function loader(args: LoaderFunctionArgs) {
	const { page, language } = await requireBusinessUserPage(args)
	const t = await i18next.getFixedT(args.request, 'business-user')
	return {
		meta: { title: page.name, description: page.overview ?? page.description ?? t('page.meta.description', { name: page.name }) },
		businessUser: businessUserView(page, language),
	}
}

export default function BusinessUser() {
	const { businessUser } = useLoaderData<typeof loader>()
	return <BusinessUserPageView businessUser={businessUser} />
}
