import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { businessApi } from '#app/business-account/api.server.ts'
import { JOIN_PATH, invitePath, tokenFromPasted } from '#app/business-account/invite-link.ts'
import { Button } from '#app/components/ui/button.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['business'] }
export const meta = pageMeta

/**
 * /business-user/add-with-existing: an existing Robtua account joins an existing business user. Opening
 * an invite link (`?invite={token}`) signed in joins at once (a visitor signs in first and comes back
 * here); the API checks the link and answers the same for a second visit. Without a link, or with one
 * that no longer works, the page asks for the link or its code.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const url = new URL(request.url)
	const t = await i18next.getFixedT(request, 'business')
	const meta = { title: t('join.meta.title'), description: t('join.meta.description') }
	const pasted = url.searchParams.get('invite')
	if (pasted === null) return { meta, problem: null, pasted: '' }
	const token = tokenFromPasted(pasted)
	// A pasted whole link is tidied into the link itself, so the address is the invite's own.
	if (token && token !== pasted) throw redirect(invitePath(token))
	if (!token) return { meta, problem: 'invalid' as const, pasted }
	try {
		const api = businessApi(request, context, session)
		const accepted = await api.acceptInvite(token)
		const preview = await api.previewInvite(token)
		const message = accepted.joined ? t('join.joined', { name: preview.businessUser.name }) : t('join.alreadyMember', { name: preview.businessUser.name })
		throw await redirectWithSuccess(`/business-user/${accepted.businessUserId}`, message, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return { meta, problem: error.status === 410 || error.kind === 'not-found' || error.kind === 'bad-request' ? ('invalid' as const) : ('unavailable' as const), pasted }
	}
}

export default function JoinBusinessUser() {
	const { t } = useTranslation('business')
	const { problem, pasted } = useLoaderData<typeof loader>()
	const joining = useNavigation().state === 'loading'
	return (
		<div className="form-page">
			<h1>{t('join.title')}</h1>
			<p className="muted">{t('join.intro')}</p>
			{problem ? (
				<p role="alert" className="form-error">
					{t(`join.problems.${problem}`)}
				</p>
			) : null}
			<Form method="get" action={JOIN_PATH}>
				<div className="field">
					<label htmlFor="invite">{t('join.link')}</label>
					<span id="invite-hint" className="field__hint">
						{t('join.linkHint')}
					</span>
					<input id="invite" name="invite" type="text" required defaultValue={pasted} aria-describedby="invite-hint" aria-invalid={problem === 'invalid' || undefined} autoComplete="off" />
				</div>
				<div className="form-page__actions">
					<Button type="submit" aria-disabled={joining || undefined}>
						{joining ? t('join.joining') : t('join.submit')}
					</Button>
				</div>
			</Form>
		</div>
	)
}
