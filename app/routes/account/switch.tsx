import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { startActingAs, stopActing } from '#app/auth/acting-as.server.ts'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

export const handle = { i18n: ['account'] }
export const meta = pageMeta

const MYSELF = 'myself'

export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	return {
		meta: { title: t('switch.meta.title'), description: t('switch.meta.description') },
		me: { name: `${user.firstName} ${user.lastName}`.trim() },
		activeId: user.activeBusinessUser?.id ?? MYSELF,
		businessUsers: user.myBusinessUsers.map((businessUser) => ({
			id: businessUser.id,
			name: businessUser.name,
			account: user.businessAccounts.find((account) => account.id === businessUser.businessAccountId)?.name ?? '',
			isAdmin: businessUser.isAdmin,
		})),
	}
}

const actAsSchema = z.union([z.literal(MYSELF), z.uuid()])

/**
 * One button per identity: act as myself, or as one of my business users (the API checks which). The
 * header's "Back to …" is this form too, from any page.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const auth = await requireUser(args)
	// Myself, or a business user's id: anything else names no one, and never reaches the API's URL.
	const chosen = actAsSchema.safeParse((await readForm(request)).get('actAs'))
	if (!chosen.success) return data({ formErrors: ['notYourBusinessUser'] }, { status: 400 })
	const actAs = chosen.data
	if (actAs === MYSELF) return stopActing(request, auth.session)
	try {
		return await startActingAs(request, context, auth, actAs)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return data({ formErrors: [error.kind === 'not-found' ? 'notYourBusinessUser' : 'unavailable'] }, failureInit(error, error.status ?? 502))
	}
}

export default function SwitchAccount() {
	const { t } = useTranslation('account')
	const { me, activeId, businessUsers } = useLoaderData<typeof loader>()
	const actionData = useActionData<{ formErrors?: string[] }>()
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' ? navigation.formData?.get('actAs') : undefined
	const choices = [{ id: MYSELF, name: me.name, detail: t('switch.myself') }, ...businessUsers.map((b) => ({ id: b.id, name: b.name, detail: b.account }))]
	return (
		<div className="account-page">
			<h1>{t('switch.title')}</h1>
			<p className="muted">{t('switch.intro')}</p>
			{actionData?.formErrors ? <FormError id="switch-error" errors={actionData.formErrors} namespace="account" /> : null}
			<ul className="choice-list">
				{choices.map((choice) => (
					<li key={choice.id} className="choice-list__item" aria-current={choice.id === activeId ? 'true' : undefined}>
						<div>
							<p className="choice-list__name">{choice.name}</p>
							<p className="muted">{choice.detail}</p>
						</div>
						{choice.id === activeId ? (
							<span className="tag">{t('switch.current')}</span>
						) : (
							<Form method="post">
								<input type="hidden" name="actAs" value={choice.id} />
								<Button type="submit" variant="secondary" size="small" aria-disabled={pending ? true : undefined}>
									{pending === choice.id ? t('switch.switching') : t('switch.actAs', { name: choice.name })}
								</Button>
							</Form>
						)}
					</li>
				))}
			</ul>
			{businessUsers.length === 0 ? <EmptyState title={t('switch.none.title')} description={t('switch.none.text')} /> : null}
		</div>
	)
}
