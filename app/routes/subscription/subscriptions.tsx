import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { formatDay } from '#app/content/display.ts'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { cancelFormSchema, stopSharingFormSchema } from '#app/subscription/forms.ts'
import { Price } from '#app/subscription/package-card.tsx'
import { mySubscriptionsPath } from '#app/subscription/paths.ts'
import { subscriptionsSearchSchema } from '#app/subscription/search-params.ts'
import { SharingText, SubscriptionNav } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { subscriptionListView, type SubscriptionView } from '#app/subscription/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const seeOther = { status: 303 }

/**
 * /account/subscription (docs/product.md#subscriptions): the person's subscriptions, running ones first,
 * each with its business user, package, price, state and the day that matters to it (the next renewal, a
 * past due's last day to pay…), "Pay now" when a period waits for payment, and "Cancel subscription",
 * which asks first (`?cancel={id}`, the same with and without JavaScript). What the person shares with
 * each business user is said on its line, with "Stop sharing" and the way to change it.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = subscriptionsSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, language, list] = await Promise.all([i18next.getFixedT(request, 'subscription'), i18next.getLocale(request), subscriptionApi(request, context, session).subscriptions()])
	const subscriptions = subscriptionListView(list.subscriptions, language)
	return {
		meta: { title: t('subscriptions.title'), description: t('subscriptions.description') },
		subscriptions,
		/** The subscription whose "Cancel subscription" asks for confirmation now. */
		cancelling: subscriptions.find((subscription) => subscription.id === search.cancel && subscription.canCancel)?.id ?? null,
	}
}

/** "Cancel subscription" (once confirmed) and "Stop sharing": the API does it, and the page says what became of it. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const form = await readForm(request)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'subscription'), i18next.getLocale(request)])
	const api = subscriptionApi(request, context, session)
	try {
		if (form.get('intent') === 'stopSharing') {
			const submission = parseWithZod(form, { schema: stopSharingFormSchema })
			if (submission.status !== 'success') return await redirectWithError(mySubscriptionsPath, t('errors.invalid'), seeOther)
			await api.stopSharing(submission.value.businessUserId)
			const { subscriptions } = await api.subscriptions()
			const name = subscriptions.find((subscription) => subscription.businessUser.id === submission.value.businessUserId)?.businessUser.name
			return await redirectWithSuccess(mySubscriptionsPath, name ? t('subscriptions.stoppedSharing', { name }) : t('subscriptions.stoppedSharingAll'), seeOther)
		}
		const submission = parseWithZod(form, { schema: cancelFormSchema })
		if (submission.status !== 'success') return await redirectWithError(mySubscriptionsPath, t('errors.invalid'), seeOther)
		const cancelled = await api.cancel(submission.value.subscriptionId)
		const name = cancelled.businessUser.name
		const said = cancelled.endedAt ? t('subscriptions.ended', { name }) : t('subscriptions.cancelled', { name, day: formatDay(cancelled.accessUntil, language) })
		return await redirectWithSuccess(mySubscriptionsPath, said, seeOther)
	} catch (error) {
		if (!isApiError(error) || error.serviceOutage || error.kind === 'unauthorized') throw error
		return await redirectWithError(mySubscriptionsPath, t(error.kind === 'not-found' ? 'errors.gone' : 'errors.unavailable'), seeOther)
	}
}

export default function MySubscriptions() {
	const { t } = useTranslation('subscription')
	const { subscriptions, cancelling } = useLoaderData<typeof loader>()
	return (
		<div className="stack subscription-page">
			<h1>{t('subscriptions.title')}</h1>
			<SubscriptionNav />
			{subscriptions.length === 0 ? (
				<EmptyState title={t('subscriptions.empty')} description={t('subscriptions.emptyHint')} />
			) : (
				<ul className="subscription-list">
					{subscriptions.map((subscription) => (
						<li key={subscription.id}>
							<SubscriptionLine subscription={subscription} confirming={cancelling === subscription.id} />
						</li>
					))}
				</ul>
			)}
		</div>
	)
}

function SubscriptionLine({ subscription, confirming }: { subscription: SubscriptionView & { showsSharing: boolean }; confirming: boolean }) {
	const { t } = useTranslation('subscription')
	const busy = useNavigation().formData?.get('intent') === 'stopSharing'
	const titleId = `subscription-${subscription.id}`
	return (
		<article className="card subscription-line" aria-labelledby={titleId}>
			<div className="subscription-line__head">
				<h2 id={titleId}>
					<Link to={subscription.businessUser.href}>{subscription.businessUser.name}</Link>
				</h2>
				<span className={`subscription-line__state subscription-line__state--${subscription.state}`}>{t(`status.${subscription.state}`)}</span>
			</div>
			<dl className="pocket-facts">
				<div>
					<dt>{t('subscriptions.package')}</dt>
					<dd>{subscription.packageName}</dd>
				</div>
				<div>
					<dt>{t('subscriptions.price')}</dt>
					<dd>
						<Price price={subscription.price} />
					</dd>
				</div>
				<div>
					<dt>{t('subscriptions.paidBy')}</dt>
					<dd>{t(`method.${subscription.method}`)}</dd>
				</div>
				{subscription.day ? (
					<div>
						<dt>{t(`day.${subscription.state}`)}</dt>
						<dd>{subscription.day}</dd>
					</div>
				) : null}
			</dl>
			{subscription.pay ? (
				<div className="notice notice--warning stack">
					<p>{subscription.pay.declined ? t('subscriptions.declined', { amount: subscription.pay.amount }) : t('subscriptions.due', { amount: subscription.pay.amount })}</p>
					<p>
						<ButtonLink to={subscription.pay.href}>{t('subscriptions.payNow')}</ButtonLink>
					</p>
				</div>
			) : null}
			{subscription.finishHref ? (
				<div className="notice notice--warning stack">
					<p>{t('subscriptions.waitingForCard')}</p>
					<p>
						<ButtonLink to={subscription.finishHref}>{t('subscriptions.finish')}</ButtonLink>
					</p>
				</div>
			) : null}
			{confirming ? (
				<ConfirmStep
					id={`cancel-${subscription.id}`}
					headingLevel={3}
					question={t('subscriptions.cancelQuestion', { name: subscription.businessUser.name })}
					warning={t(subscription.state === 'pastDue' || subscription.state === 'incomplete' ? 'subscriptions.cancelNowWarning' : 'subscriptions.cancelWarning', { day: subscription.day })}
					fields={{ intent: 'cancel', subscriptionId: subscription.id }}
					confirm={t('subscriptions.cancel')}
					keep={t('subscriptions.keep')}
				/>
			) : subscription.canCancel ? (
				<Form method="get" preventScrollReset className="button-row">
					<Button type="submit" name="cancel" value={subscription.id} variant="secondary">
						{t('subscriptions.cancel')}
					</Button>
				</Form>
			) : null}
			{subscription.showsSharing ? (
				<div className="subscription-line__sharing">
					<p>
						<SharingText scopes={subscription.sharing} />
					</p>
					{subscription.sharing.length > 0 ? (
						<Form method="post">
							<input type="hidden" name="businessUserId" value={subscription.businessUser.id} />
							<Button type="submit" name="intent" value="stopSharing" variant="secondary" size="small" aria-disabled={busy || undefined}>
								{t('subscriptions.stopSharing')}
							</Button>
						</Form>
					) : null}
					<Link to={subscription.changeSharingHref}>{t('sharing.change')}</Link>
				</div>
			) : null}
		</article>
	)
}
