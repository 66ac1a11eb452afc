import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { isLanguage } from '#app/i18n/config.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { sharingFormSchema, sharingFormValues, type SubscriptionFormError } from '#app/subscription/forms.ts'
import { mySubscriptionsPath, offerPath, packagePath } from '#app/subscription/paths.ts'
import { packageSearchSchema } from '#app/subscription/search-params.ts'
import { scopeNames } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { dataScopes } from '#contracts/subscription-limits.ts'
import { sharedScopes } from '#app/subscription/views.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { DATA_EXCHANGE_NOTICE_VERSION, type DataScope } from '#contracts/subscription.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const params = z.object({ id: z.string() })
const seeOther = { status: 303 }

/** The business user of this address, and the package the person is on the way to (`?package=`), if any. */
function addressOf(args: LoaderFunctionArgs) {
	const { id } = parseParams(params, args.params, args.request)
	const { package: packageId } = packageSearchSchema.parse(Object.fromEntries(new URL(args.request.url).searchParams))
	return { id, packageId: packageId ?? null }
}

/**
 * /account/subscription/business-user/{id}/data-exchange (docs/product.md#subscriptions; PDPA consent):
 * what the person lets the business user receive, for one purpose (to know them as a member), with
 * "Allow" (the ticked items) and "Don't allow". Asked before the first subscription to a business user,
 * and open any time to change the answer; nothing is ticked but what is shared now. Both answers go on
 * to the package (when one was chosen), else back to the person's subscriptions.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { id, packageId } = addressOf(args)
	const [t, offer] = await Promise.all([i18next.getFixedT(request, 'subscription'), subscriptionApi(request, context, session).offer(id).catch(orNotFound(request, 'businessUser'))])
	const name = offer.businessUser.name
	return {
		meta: { title: t('dataExchange.title', { name }), description: t('dataExchange.description', { name }) },
		name,
		/** Ticked: only what is shared now (a first answer starts with nothing ticked). */
		shared: sharedScopes(offer.consent?.scopes ?? []),
		firstTime: offer.consent === null,
		backHref: packageId ? packagePath(id, packageId) : offerPath(id),
		noticeVersion: DATA_EXCHANGE_NOTICE_VERSION,
	}
}

type DataExchangeActionData = { error: SubscriptionFormError; scopes: DataScope[] }

/** "Allow" or "Don't allow": kept by the API as the person's answer (with the notice's version and language), then on to the package. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { id, packageId } = addressOf(args)
	const form = await readForm(request)
	const parsed = sharingFormSchema.safeParse(sharingFormValues(form))
	const ticked = dataScopes.filter((scope) => form.getAll('scopes').includes(scope))
	if (!parsed.success) return data({ error: 'invalid', scopes: ticked } satisfies DataExchangeActionData, { status: 400 })
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'subscription'), i18next.getLocale(request)])
	try {
		const consent = await subscriptionApi(request, context, session).decideSharing(id, { ...parsed.data, noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: isLanguage(language) ? language : 'en' })
		const offer = await subscriptionApi(request, context, session).offer(id)
		const name = offer.businessUser.name
		const said = consent.scopes.length > 0 ? t('dataExchange.allowed', { name, scopes: scopeNames(t, sharedScopes(consent.scopes)) }) : t('dataExchange.denied', { name })
		return redirectWithSuccess(packageId ? packagePath(id, packageId) : mySubscriptionsPath, said, seeOther)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		if (error.kind === 'not-found') return orNotFound(request, 'businessUser')(error)
		return data({ error: 'unavailable', scopes: ticked } satisfies DataExchangeActionData, failureInit(error, error.status ?? 502))
	}
}

export default function DataExchange() {
	const { t } = useTranslation('subscription')
	const { name, shared, firstTime, backHref, noticeVersion } = useLoaderData<typeof loader>()
	const actionData = useActionData<DataExchangeActionData>()
	const busy = useNavigation().state !== 'idle'
	const ticked = actionData?.scopes ?? shared
	return (
		<div className="stack subscription-page">
			<p>
				<Link to={backHref}>{t('dataExchange.back')}</Link>
			</p>
			<h1>{t('dataExchange.title', { name })}</h1>
			<div className="subscription-notice">
				<p>{t('dataExchange.purpose', { name })}</p>
				<p>{t('dataExchange.onlyTicked', { name })}</p>
				<p>
					<strong>{t('dataExchange.independent')}</strong>
				</p>
				<p>{t('dataExchange.stopAnyTime')}</p>
				{firstTime ? null : (
					<p className="muted">
						<SharingNow scopes={shared} />
					</p>
				)}
			</div>
			<Form method="post" className="subscription-form">
				{actionData ? (
					<div role="alert" className="form-error">
						<p>{t(`errors.${actionData.error}`)}</p>
					</div>
				) : null}
				<fieldset className="field choice-list" aria-describedby="data-exchange-none">
					<legend>{t('dataExchange.choose', { name })}</legend>
					{dataScopes.map((scope) => (
						<label key={scope} className="choice">
							<input type="checkbox" name="scopes" value={scope} defaultChecked={ticked.includes(scope)} />
							{t(`scopes.${scope}`)}
						</label>
					))}
					<p id="data-exchange-none" className="field__hint">
						{t('dataExchange.noneTicked')}
					</p>
				</fieldset>
				<div className="button-row">
					<Button type="submit" name="decision" value="allow" aria-disabled={busy || undefined}>
						{t('dataExchange.allow')}
					</Button>
					<Button type="submit" name="decision" value="deny" variant="secondary" aria-disabled={busy || undefined}>
						{t('dataExchange.deny')}
					</Button>
				</div>
				<p className="muted">{t('dataExchange.version', { version: noticeVersion })}</p>
			</Form>
		</div>
	)
}

/** "You share Name and Email with it now." / "You share nothing with it now." */
function SharingNow({ scopes }: { scopes: DataScope[] }) {
	const { t } = useTranslation('subscription')
	if (scopes.length === 0) return <>{t('dataExchange.sharingNothing')}</>
	return <>{t('dataExchange.sharingNow', { scopes: scopeNames(t, scopes) })}</>
}
