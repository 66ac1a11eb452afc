import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { failureInit } from '#app/api/outage.ts'
import { currentAuth } from '#app/auth/current-user.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { commitSession } from '#app/auth/session.server.ts'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi, visitorPointCode } from '#app/pocket/api.server.ts'
import { CollectForm } from '#app/pocket/collect-form.tsx'
import { collectFormSchema } from '#app/pocket/forms.ts'
import { codeSearchSchema } from '#app/pocket/search-params.ts'
import { myPocketPath } from '#app/pocket/paths.ts'
import { formatPoints, pointCodeView, type PointCodeView } from '#app/pocket/views.ts'
import { backPathOf } from '#app/routing/back-path.ts'

export const handle = { i18n: ['pocket'] }
export const meta = pageMeta

/** What the page says of the API's refusal to collect (`pocket:receive.refused.*`). */
function refusalOf(error: unknown) {
	if (!isApiError(error)) return 'unavailable'
	const code = error.code
	if (code === 'location_needed' || code === 'too_far' || code === 'already_collected' || code === 'code_expired') return code
	if (error.kind === 'forbidden') return 'forbidden'
	if (error.kind === 'not-found') return 'notFound'
	return 'unavailable'
}

type ReceiveActionData = { collected: { count: number; points: string; balance: string } } | { refusal: string }

/**
 * /qr-code-receive?code=… (docs/product.md#pocket): a receipt's or a business's counter QR code leads
 * here. Anyone sees whose code it is, how many points it gives and whether it may be collected; a
 * visitor signs in and comes back; a signed-in person collects. Without a code, a box to type it; an
 * unknown code is said as such (404), not a crash.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const url = new URL(request.url)
	const { code } = codeSearchSchema.parse(Object.fromEntries(url.searchParams))
	const [t, language, auth] = await Promise.all([i18next.getFixedT(request, 'pocket'), i18next.getLocale(request), currentAuth(request, context)])
	const signedIn = auth.user !== null
	const meta = { title: t('receive.title'), description: t('receive.description') }
	if (!code) return data({ meta, signedIn, code: '', pointCode: null as PointCodeView | null })
	try {
		const pointCode = signedIn ? await pocketApi(request, context, auth.session).pointCode(code) : await visitorPointCode(request, context, code)
		// A visitor comes back to this code after signing in (as app/routes/business-user/login.tsx does).
		const headers = signedIn ? undefined : await commitSession(request, { ...auth.session, backPath: backPathOf(request) })
		return data({ meta, signedIn, code, pointCode: pointCodeView(pointCode, language) as PointCodeView | null }, { headers })
	} catch (error) {
		if (!isApiError(error) || (error.kind !== 'not-found' && error.kind !== 'bad-request')) throw error
		return data({ meta: { ...meta, title: t('receive.unknown') }, signedIn, code, pointCode: null }, { status: 404 })
	}
}

/** "Collect": the API adds the points (or says why not); the page shows how many, or the reason. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { code } = codeSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	if (!code) return data({ refusal: 'notFound' } satisfies ReceiveActionData, { status: 404 })
	const submission = parseWithZod(await readForm(request), { schema: collectFormSchema })
	const where = submission.status === 'success' ? submission.value : { latitude: null, longitude: null }
	try {
		const [collected, language] = await Promise.all([pocketApi(request, context, session).collect(code, where), i18next.getLocale(request)])
		return data({ collected: { count: collected.points, points: formatPoints(collected.points, language), balance: formatPoints(collected.balance, language) } } satisfies ReceiveActionData)
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return data({ refusal: refusalOf(error) } satisfies ReceiveActionData, failureInit(error, error.status ?? 502))
	}
}

export default function QrCodeReceive() {
	const { t } = useTranslation('pocket')
	const { signedIn, code, pointCode } = useLoaderData<typeof loader>()
	const actionData = useActionData<ReceiveActionData>()
	const collected = actionData && 'collected' in actionData ? actionData.collected : null
	const refusal = actionData && 'refusal' in actionData ? actionData.refusal : null

	if (!pointCode) {
		return (
			<div className="stack pocket-page pocket-receive">
				<h1>{code ? t('receive.unknown') : t('receive.title')}</h1>
				<p>{code ? t('receive.unknownHint') : t('receive.enter')}</p>
				{/* A plain GET form: the code is the page's address, with or without JavaScript. */}
				<Form method="get" className="pocket-receive__code-form">
					<TextField label={t('receive.code')} inputProps={{ name: 'code', defaultValue: code, required: true, maxLength: 40, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }} />
					<Button type="submit">{t('receive.continue')}</Button>
				</Form>
			</div>
		)
	}

	// A counter code is collected once a day: "already collected" there means today.
	const refusalKey = refusal === 'already_collected' && pointCode.kind === 'counter' ? 'collected_today' : refusal
	return (
		<div className="stack pocket-page pocket-receive">
			<h1>{t('receive.title')}</h1>
			<Card aria-labelledby="receive-business" className="stack pocket-receive__card">
				<h2 id="receive-business" className="visually-hidden">
					{pointCode.businessUser}
				</h2>
				<dl className="pocket-facts">
					<div className="pocket-facts__wide">
						<dt>{t('receive.business')}</dt>
						<dd>{pointCode.businessUser}</dd>
					</div>
					<div>
						<dt>{t('receive.points')}</dt>
						<dd className="pocket-receive__points">{t('receive.pointsValue', { count: pointCode.count, points: pointCode.points })}</dd>
					</div>
					{collected ? null : (
						<div className="pocket-facts__wide">
							<dt>{t('receive.state')}</dt>
							<dd>{pointCode.state === 'ready' ? t('receive.ready') : t(`receive.states.${pointCode.state}`)}</dd>
						</div>
					)}
				</dl>
				{collected ? (
					<section role="status" aria-labelledby="receive-collected" className="pocket-receive__collected">
						<h2 id="receive-collected">{t('receive.collected')}</h2>
						<p>{t('receive.collectedPoints', { count: collected.count, points: collected.points, balance: collected.balance })}</p>
						<ButtonLink to={myPocketPath}>{t('receive.myPocket')}</ButtonLink>
					</section>
				) : (
					<>
						{refusalKey ? (
							<p role="alert" className="form-error">
								{t(`receive.refused.${refusalKey}`)}
							</p>
						) : null}
						{pointCode.state !== 'ready' ? null : signedIn ? (
							<CollectForm needsLocation={pointCode.needsLocation} />
						) : (
							<div className="stack">
								<p className="muted">{t('receive.signInHint')}</p>
								<ButtonLink to="/login">{t('receive.signIn')}</ButtonLink>
							</div>
						)}
						{signedIn && pointCode.state !== 'ready' ? (
							<p>
								<ButtonLink to={myPocketPath} variant="secondary">
									{t('receive.myPocket')}
								</ButtonLink>
							</p>
						) : null}
					</>
				)}
			</Card>
		</div>
	)
}
