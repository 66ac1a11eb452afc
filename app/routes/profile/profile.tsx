import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { ProfilePageView, profileBioPath, profilePath } from '#app/profile/profile-page.tsx'
import { BioPage } from '#app/qr-code/bio-page.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { profileApi } from '#app/profile/api.server.ts'
import { parseProfileParam } from '#app/profile/qr-code-bio-param.ts'
import { qrCodeSvg } from '#app/qr-code/qr-code.server.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { peopleListOf } from '#app/social/follow-row.tsx'
import { socialApi } from '#app/social/api.server.ts'

export const handle = { i18n: ['profile', 'social'] }
export const meta = pageMeta

/** /profiles/{uuid} (the profile page) and /profiles/{uuid}-qr-code-bio (its link-in-bio page with a QR code). */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { user, session } = await requireUser(args)
	const { uuid, bio } = parseProfileParam(args.params.uuid)
	if (!z.uuid().safeParse(uuid).success) throw notFound(request, 'profile')
	const page = await profileApi(request, context, session)
		.page(uuid)
		.catch(orNotFound(request, 'profile'))
	const t = await i18next.getFixedT(request, 'profile')
	const name = `${page.profile.firstName} ${page.profile.lastName}`.trim()
	const description = page.overview ?? page.profile.specialty ?? t('page.meta.description', { name })
	if (!bio) {
		// Followers, or whom they follow, when asked (`?people=`): a list below the page's head.
		const search = new URL(request.url).searchParams
		const list = peopleListOf(search)
		const cursor = search.get('cursor') || undefined
		const api = socialApi(request, context, session)
		const people = list ? await (list === 'followers' ? api.followers({ type: 'person', id: uuid }, cursor) : api.following(uuid, cursor)).catch(unlessBadCursor) : null
		return { meta: { title: name, description }, page, bio: null, people: list && people ? { list, people } : null, self: user.uuid }
	}
	const path = profileBioPath(uuid)
	return { meta: { title: t('bio.meta.title', { name }), description }, page, bio: { path, qrCodeSvg: await qrCodeSvg(path, { title: t('bio.qrLabel', { name }) }) } }
}

/** A list's cursor that is not one (edited by hand, or stale): the page without the list. */
function unlessBadCursor(error: unknown) {
	if (isApiError(error) && error.kind === 'bad-request') return null
	throw error
}

export default function Profile() {
	const data = useLoaderData<typeof loader>()
	const { page, bio } = data
	if (!bio) return <ProfilePageView page={page} people={'people' in data ? data.people : null} self={'self' in data ? data.self : undefined} />
	const { profile } = page
	return (
		<BioPage
			name={`${profile.firstName} ${profile.lastName}`.trim()}
			imageUrl={profile.imageUrl}
			headline={page.overview ?? profile.specialty}
			links={page.links}
			qrCodeSvg={bio.qrCodeSvg}
			path={bio.path}
			profileTo={profilePath(profile.uuid)}
		/>
	)
}
