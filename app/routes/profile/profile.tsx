import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { ProfilePageView, profileBioPath, profilePath } from '#app/profile/profile-page.tsx'
import { BioPage } from '#app/qr-code/bio-page.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { profileApi } from '#app/profile/profile-api.server.ts'
import { parseProfileParam } from '#app/profile/qr-code-bio-param.ts'
import { qrCodeSvg } from '#app/qr-code/qr-code.server.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid} (the profile page) and /profiles/{uuid}-qr-code-bio (its link-in-bio page with a QR code). */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { uuid, bio } = parseProfileParam(args.params.uuid)
	if (!z.uuid().safeParse(uuid).success) throw notFound(request, 'profile')
	const page = await profileApi(request, context, session)
		.page(uuid)
		.catch(orNotFound(request, 'profile'))
	const t = await i18next.getFixedT(request, 'profile')
	const name = `${page.profile.firstName} ${page.profile.lastName}`.trim()
	const description = page.overview ?? page.profile.specialty ?? t('page.meta.description', { name })
	if (!bio) return { meta: { title: name, description }, page, bio: null }
	const path = profileBioPath(uuid)
	return { meta: { title: t('bio.meta.title', { name }), description }, page, bio: { path, qrCodeSvg: await qrCodeSvg(path, { title: t('bio.qrLabel', { name }) }) } }
}

export default function Profile() {
	const { page, bio } = useLoaderData<typeof loader>()
	if (!bio) return <ProfilePageView page={page} />
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
