import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { requireNoSubscription } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { idempotencyFailure, newIdempotencyKey, nextIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { cardReturnUri, subscriptionApi } from '#app/subscription/api.server.ts'
import { subscribeFormSchema, type SubscriptionFormError } from '#app/subscription/forms.ts'
import { PackageCard } from '#app/subscription/package-card.tsx'
import { dataExchangePath, mySubscriptionsPath, offerPath, subscriptionPayPath } from '#app/subscription/paths.ts'
import { packageSearchSchema } from '#app/subscription/search-params.ts'
import { SharingText } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { cardView, offerView } from '#app/subscription/views.ts'
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from '#app/toast/toast.server.ts'
import type { PaymentMethod } from '#contracts/shop/order-status.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const params = z.object({ id: z.string() })
// After subscribing, the next page is read with GET (with or without JavaScript).
const seeOther = { status: 303 }

/** The business user and the package of this address (`?package=`); none, or one no longer offered, leads back to the offer. */
async function chosenPackage(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { id } = parseParams(params, args.params, request)
	// check-unsubscription for this business user: one subscription to each.
	const auth = await requireNoSubscription(args, id)
	const { package: packageId } = packageSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, offer] = await Promise.all([i18next.getFixedT(request, 'subscription'), subscriptionApi(request, context, auth.session).offer(id).catch(orNotFound(request, 'businessUser'))])
	// A running one is managed there; one still waiting for its card is subscribed again from here (the API ends the old one).
	if (offer.subscription && offer.subscription.status !== 'incomplete') throw redirect(mySubscriptionsPath)
	const pkg = offer.packages.find((candidate) => candidate.id === packageId)
	if (!pkg) throw packageId ? await redirectWithError(offerPath(id), t('errors.packageGone')) : redirect(offerPath(id))
	return { ...auth, t, id, offer, pkg }
}

/**
 * /account/subscription/business-user/{id}/package?package={packageId} (docs/product.md#subscriptions):
 * the package chosen, how to pay (a card — the saved one, or one added on the gateway's page next — or
 * PromptPay when the business user takes it) and "Subscribe". The first subscription to a business user
 * asks first what the person shares with it (the data-exchange page).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { t, id, offer, pkg, session, user } = await chosenPackage(args)
	if (offer.consent === null) throw redirect(dataExchangePath(id, pkg.id))
	const [language, account] = await Promise.all([
		i18next.getLocale(request),
		// The saved card, to say which one pays.
		user.haveCreditCard ? subscriptionApi(request, context, session).account() : null,
	])
	const view = offerView(offer, language)
	return {
		meta: { title: t('package.title', { package: pkg.name, name: offer.businessUser.name }), description: t('package.description', { name: offer.businessUser.name }) },
		businessUser: view.businessUser,
		pkg: view.packages.find((candidate) => candidate.id === pkg.id)!,
		paymentMethods: (offer.promptPay ? ['card', 'promptpay'] : ['card']) satisfies PaymentMethod[],
		card: account?.card ? cardView(account.card) : null,
		sharing: view.sharing,
		changeSharingHref: dataExchangePath(id, pkg.id),
		offerHref: offerPath(id),
		idempotencyKey: newIdempotencyKey(),
	}
}

type PackageActionData = { error: SubscriptionFormError; paymentMethod: PaymentMethod | null; idempotencyKey: string }

/**
 * "Subscribe": the API starts it when it can (a trial, or the saved card charged) and the person lands on
 * their subscriptions; else the gateway's page to add a card (it comes back to the subscription account),
 * or the first period's pay page (a declined card, or PromptPay). A refusal is said at the form.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { t, id, pkg, session } = await chosenPackage(args)
	const submission = parseWithZod(await readForm(request), { schema: subscribeFormSchema })
	const sent = submission.payload
	const chosen = sent.paymentMethod === 'card' || sent.paymentMethod === 'promptpay' ? sent.paymentMethod : null
	if (submission.status !== 'success') return data({ error: 'invalid', paymentMethod: chosen, idempotencyKey: nextIdempotencyKey(sent.idempotencyKey) } satisfies PackageActionData, { status: 400 })
	const key = nextIdempotencyKey(submission.value.idempotencyKey)
	try {
		const { next, subscription, cardUri } = await subscriptionApi(request, context, session).subscribe({ packageId: pkg.id, paymentMethod: submission.value.paymentMethod, returnUri: cardReturnUri() }, key)
		if (next === 'add_card' && cardUri) return redirect(cardUri, seeOther)
		if (next === 'pay' && subscription.openInvoice) return redirect(subscriptionPayPath(subscription.openInvoice.id), seeOther)
		return redirectWithSuccess(mySubscriptionsPath, t('subscriptions.subscribed', { package: subscription.package.name, name: subscription.businessUser.name }), seeOther)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		if (error.code === 'already_subscribed') return redirectWithInfo(mySubscriptionsPath, t('subscriptions.already'), seeOther)
		if (error.code === 'consent_needed') return redirect(dataExchangePath(id, pkg.id), seeOther)
		if (error.kind === 'not-found') return redirectWithError(offerPath(id), t('errors.packageGone'), seeOther)
		const refusal: SubscriptionFormError = error.code === 'promptpay_unavailable' ? 'promptPayUnavailable' : (idempotencyFailure(error) ?? 'unavailable')
		return data({ error: refusal, paymentMethod: chosen, idempotencyKey: nextIdempotencyKey(key, error) } satisfies PackageActionData, failureInit(error, error.status ?? 502))
	}
}

export default function ChosenPackage() {
	const { t } = useTranslation('subscription')
	const { businessUser, pkg, paymentMethods, card, sharing, changeSharingHref, offerHref, idempotencyKey } = useLoaderData<typeof loader>()
	const actionData = useActionData<PackageActionData>()
	const busy = useNavigation().state !== 'idle'
	const chosen = actionData?.paymentMethod ?? paymentMethods[0]
	const methodError = actionData?.error === 'promptPayUnavailable'
	return (
		<div className="stack subscription-page">
			<p>
				<Link to={offerHref}>{t('package.otherPackages', { name: businessUser.name })}</Link>
			</p>
			<h1>{t('offer.title', { name: businessUser.name })}</h1>
			<PackageCard pkg={pkg} />
			<Form method="post" className="subscription-form" aria-labelledby="subscribe-title">
				<h2 id="subscribe-title" className="visually-hidden">
					{t('package.subscribe')}
				</h2>
				{actionData && !methodError ? (
					<div role="alert" className="form-error">
						<p>{t(`errors.${actionData.error}`)}</p>
					</div>
				) : null}
				<fieldset className="field choice-list" aria-describedby={methodError ? 'payment-method-error' : undefined}>
					<legend>{t('package.payment')}</legend>
					{paymentMethods.map((method) => (
						<label key={method} className="choice">
							<input type="radio" name="paymentMethod" value={method} defaultChecked={chosen === method} aria-invalid={methodError && method === 'promptpay' ? true : undefined} />
							<span>
								{t(`method.${method}`)}
								<span className="muted">{method === 'card' ? (card ? t('card.line', card) : t('package.cardAdded')) : t('package.promptPayHint')}</span>
							</span>
						</label>
					))}
					{methodError ? (
						<p id="payment-method-error" className="field__errors">
							{t('errors.promptPayUnavailable')}
						</p>
					) : null}
				</fieldset>
				<p className="muted">
					<SharingText scopes={sharing} /> <Link to={changeSharingHref}>{t('sharing.change')}</Link>
				</p>
				<p className="muted">{t(pkg.trialDays > 0 ? 'package.trialNote' : 'package.renewNote', { count: pkg.trialDays })}</p>
				<IdempotencyKeyInput value={actionData?.idempotencyKey ?? idempotencyKey} />
				<div className="button-row">
					<Button type="submit" aria-disabled={busy || undefined}>
						{busy ? t('package.subscribing') : t('package.subscribe')}
					</Button>
				</div>
			</Form>
		</div>
	)
}
