import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { startActingAs } from '#app/auth/acting-as.server.ts'
import { isApiError } from '#app/api/errors.ts'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { commitSession } from '#app/auth/session.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, parseParams } from '#app/routing/params.server.ts'
import { failureInit } from '#app/api/outage.ts'

export const handle = { i18n: ['account'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/**
 * Signing in as a business user (docs/product.md#public-pages): a visitor signs in first and comes back here; a signed-in
 * person who works as this business user continues as it. Anyone else finds no such page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const { id } = parseParams(paramsSchema, params, request)
	const t = await i18next.getFixedT(request, 'account')
	const meta = { title: t('businessLogin.meta.title'), description: t('businessLogin.meta.description') }
	const auth = await currentAuth(request, context)
	if (!auth.user) {
		// Back here after signing in.
		const headers = await commitSession(request, { ...auth.session, backPath: new URL(request.url).pathname })
		return data({ meta, businessUser: null, account: null, active: false }, { headers })
	}
	const businessUser = auth.user.myBusinessUsers.find((candidate) => candidate.id === id)
	if (!businessUser) throw notFound(request, 'businessUser')
	const account = auth.user.businessAccounts.find((candidate) => candidate.id === businessUser.businessAccountId)?.name ?? ''
	return data({ meta, businessUser: { id, name: businessUser.name }, account, active: auth.user.activeBusinessUser?.id === id })
}

export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const auth = await requireUser(args)
	try {
		return await startActingAs(request, context, auth, id)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		if (error.kind === 'not-found') throw notFound(request, 'businessUser')
		return data({ formErrors: ['unavailable'] }, failureInit(error, error.status ?? 502))
	}
}

export default function BusinessUserLogin() {
	const { t } = useTranslation('account')
	const { businessUser, account, active } = useLoaderData<typeof loader>()
	const actionData = useActionData<{ formErrors?: string[] }>()
	const busy = useNavigation().state === 'submitting'
	if (!businessUser) {
		return (
			<div className="auth-card">
				<h1>{t('businessLogin.title')}</h1>
				<p>{t('businessLogin.signInFirst')}</p>
				<ButtonLink to="/login" className="button--block">
					{t('businessLogin.signIn')}
				</ButtonLink>
			</div>
		)
	}
	return (
		<div className="auth-card">
			<h1>{t('businessLogin.titleNamed', { name: businessUser.name })}</h1>
			<p className="muted">{t('businessLogin.ofAccount', { account })}</p>
			{actionData?.formErrors ? <FormError id="business-login-error" errors={actionData.formErrors} namespace="account" /> : null}
			{active ? (
				<p className="tag">{t('switch.current')}</p>
			) : (
				<Form method="post">
					<Button type="submit" className="button--block" aria-disabled={busy || undefined}>
						{busy ? t('switch.switching') : t('switch.actAs', { name: businessUser.name })}
					</Button>
				</Form>
			)}
			<p className="auth-card__footer">
				<ButtonLink to="/account/switch" variant="ghost" size="small">
					{t('businessLogin.others')}
				</ButtonLink>
			</p>
		</div>
	)
}
