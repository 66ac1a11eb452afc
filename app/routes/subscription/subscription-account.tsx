import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'
import { cardReturnUri, subscriptionApi } from '#app/subscription/api.server.ts'
import { cardFormSchema } from '#app/subscription/forms.ts'
import { mySubscriptionsPath, subscriptionAccountPath, subscriptionPayPath } from '#app/subscription/paths.ts'
import { subscriptionAccountSearchSchema } from '#app/subscription/search-params.ts'
import { SubscriptionNav } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { cardReturnOutcome, cardView, periodPaymentView } from '#app/subscription/views.ts'
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from '#app/toast/toast.server.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const seeOther = { status: 303 }

/** A page of the payments. */
const accountPath = (cursor?: string | null) => (cursor ? `${subscriptionAccountPath}?${new URLSearchParams({ cursor })}` : subscriptionAccountPath)

/**
 * Back from the gateway's card page (its `customer`, or `cancelled=1`): the API reads the card from the
 * gateway and starts the subscription it was added for; the person goes on where that leads — their
 * subscriptions, the first period's pay page when the card was declined, or this page at a clean address —
 * told what happened.
 */
async function cardReturn(args: LoaderFunctionArgs, session: Parameters<typeof subscriptionApi>[2], search: ReturnType<typeof subscriptionAccountSearchSchema.parse>) {
	const { request, context } = args
	const t = await i18next.getFixedT(request, 'subscription')
	// Left without a card: a subscription it was for waits on the subscriptions, with "Finish subscribing".
	if (search.cancelled) return await redirectWithInfo(search.subscription ? mySubscriptionsPath : subscriptionAccountPath, t('account.notSaved'))
	const outcome = cardReturnOutcome(await subscriptionApi(request, context, session).cardSaved(search.subscription))
	switch (outcome.kind) {
		case 'subscribed':
			return await redirectWithSuccess(mySubscriptionsPath, t('account.subscribed', { name: outcome.name }))
		case 'pay':
			return outcome.declined ? await redirectWithError(subscriptionPayPath(outcome.invoiceId), t('account.declined')) : redirect(subscriptionPayPath(outcome.invoiceId))
		case 'saved':
			return await redirectWithSuccess(subscriptionAccountPath, t('account.saved'))
		default:
			return await redirectWithInfo(subscriptionAccountPath, t('account.notSaved'))
	}
}

/**
 * /subscription-account (docs/product.md#subscriptions): the card renewals are charged to ("Visa •••• 4242,
 * expires 12/2030", with "Remove card", which asks first) or "Add a card" (the gateway's page, which comes
 * back here), and the payments made for subscriptions, newest first, each with its receipt.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const search = subscriptionAccountSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	if (search.customer || search.cancelled) throw await cardReturn(args, session, search)
	const [t, language, account] = await Promise.all([
		i18next.getFixedT(request, 'subscription'),
		i18next.getLocale(request),
		subscriptionApi(request, context, session)
			.account(search.cursor)
			.catch((error: unknown) => {
				// A cursor the API did not give is no page of this list.
				throw isApiError(error) && error.kind === 'bad-request' ? notFound(request) : error
			}),
	])
	return {
		meta: { title: t('account.title'), description: t('account.description') },
		card: account.card ? cardView(account.card) : null,
		removing: search.remove && account.card !== null,
		payments: account.payments.map((payment) => periodPaymentView(payment, language)),
		older: account.nextCursor ? accountPath(account.nextCursor) : null,
		newest: search.cursor ? accountPath() : null,
	}
}

/** "Add a card": to the gateway's page (it comes back here); "Remove card", once confirmed. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const submission = parseWithZod(await readForm(request), { schema: cardFormSchema })
	const t = await i18next.getFixedT(request, 'subscription')
	if (submission.status !== 'success') return await redirectWithError(subscriptionAccountPath, t('errors.invalid'), seeOther)
	const api = subscriptionApi(request, context, session)
	try {
		if (submission.value.intent === 'addCard') return redirect((await api.cardPage(cardReturnUri())).uri, seeOther)
		await api.removeCard()
		return await redirectWithSuccess(subscriptionAccountPath, t('account.removed'), seeOther)
	} catch (error) {
		if (!isApiError(error) || error.serviceOutage || error.kind === 'unauthorized') throw error
		return await redirectWithError(subscriptionAccountPath, t('errors.unavailable'), seeOther)
	}
}

export default function SubscriptionAccount() {
	const { t } = useTranslation('subscription')
	const { card, removing, payments, older, newest } = useLoaderData<typeof loader>()
	const busy = useNavigation().formData?.get('intent') === 'addCard'
	return (
		<div className="stack subscription-page">
			<h1>{t('account.title')}</h1>
			<SubscriptionNav />
			<section aria-labelledby="account-card" className="card subscription-card">
				<h2 id="account-card">{t('account.card')}</h2>
				{card ? (
					<>
						<p className="subscription-card__line">{t('card.line', card)}</p>
						<p className="muted">{t('account.cardHint')}</p>
						{removing ? (
							<ConfirmStep
								id="remove-card"
								headingLevel={3}
								question={t('account.removeQuestion')}
								warning={t('account.removeWarning')}
								fields={{ intent: 'removeCard' }}
								confirm={t('account.removeCard')}
								keep={t('account.keep')}
							/>
						) : (
							<Form method="get" preventScrollReset>
								<Button type="submit" name="remove" value="" variant="secondary">
									{t('account.removeCard')}
								</Button>
							</Form>
						)}
					</>
				) : (
					<>
						<p>{t('account.noCard')}</p>
						<p className="muted">{t('account.addCardHint')}</p>
						<Form method="post">
							<Button type="submit" name="intent" value="addCard" aria-disabled={busy || undefined}>
								{t('account.addCard')}
							</Button>
						</Form>
					</>
				)}
			</section>
			<section aria-labelledby="account-payments" className="stack">
				<h2 id="account-payments">{t('account.payments')}</h2>
				{payments.length === 0 ? (
					<p className="muted">{t('account.noPayments')}</p>
				) : (
					<ul className="subscription-payments">
						{payments.map((payment) => (
							<li key={payment.invoiceId} className="subscription-payment">
								<p className="subscription-payment__head">
									<span>{payment.businessUser}</span>
									<span>{payment.amount}</span>
								</p>
								<p>
									{payment.packageName} · {payment.period}
								</p>
								<p className="muted">
									{payment.paidAt ? t('account.paidAt', { when: payment.paidAt }) : null}
									{payment.method ? ` · ${t(`method.${payment.method}`)}` : null}
								</p>
								{payment.receiptHref && payment.receiptNumber ? (
									<p>
										<Link to={payment.receiptHref}>{t('receipt.title', { number: payment.receiptNumber })}</Link>
									</p>
								) : null}
							</li>
						))}
					</ul>
				)}
				<ListPageLinks nextHref={older} firstHref={newest} words={{ list: t('account.payments'), first: t('account.newest'), next: t('account.older') }} />
			</section>
		</div>
	)
}
