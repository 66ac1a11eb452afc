import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { toLocalInput } from '#app/content/display.ts'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { IdempotencyKeyInput } from '#app/forms/idempotency-key-input.tsx'
import { idempotencyFailure, newIdempotencyKey, withIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { businessVoucherView, counterQrCodePath, replyFor, rewardsPath, voucherValueKinds, type BusinessVoucherView, type RewardsActionData } from '#app/pocket/rewards.ts'
import { offerVoucherBody, rewardsFormSchemaOf, saveRewardsBody } from '#app/pocket/rewards/forms.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { salesPath } from '#app/shop/paths.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'
import type { Rewards } from '#contracts/pocket.ts'

// 'content': the vouchers' "More" and "Back to the start" (app/content/paged-cards.tsx PageLinks).
export const handle = { i18n: ['rewards', 'content'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })
const searchSchema = z.object({ cursor: z.string().min(1).optional().catch(undefined) })

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }

/** A new voucher's times, shown first: from now (to the minute) until thirty days on, in Bangkok's time. */
const VOUCHER_DAYS = 30
function voucherTimes(now = new Date()) {
	const from = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
	return { validFrom: toLocalInput(from.toISOString()), validUntil: toLocalInput(new Date(from.getTime() + VOUCHER_DAYS * 86_400_000).toISOString()) }
}

/** The rules as the form shows them: a number as typed, none as empty. */
const asField = (value: number | null) => (value === null ? '' : String(value))

function settingsView(rewards: Rewards) {
	return {
		bahtPerPoint: asField(rewards.bahtPerPoint),
		counterPoints: asField(rewards.counterPoints),
		counterRadiusM: asField(rewards.counterRadiusM),
		counterLatitude: asField(rewards.counterLatitude),
		counterLongitude: asField(rewards.counterLongitude),
	}
}

/**
 * /business-user/{id}/sale-screen/rewards (ours, beside Sales; docs/product.md#pocket): the business user's
 * points for sales, its counter QR code (points per visit, only near the counter, a new code) and its vouchers.
 * Its owner, admins and members granted Sales see it; Sales · Update changes it. The API decides as well.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, 'read')
	const { cursor } = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const api = pocketApi(request, context, session)
	const [t, language, rewards, list] = await Promise.all([
		i18next.getFixedT(request, 'rewards'),
		i18next.getLocale(request),
		api.rewards(id),
		api.businessVouchers(id, cursor).catch((error: unknown) => {
			// A cursor that is not one (edited by hand, or stale): the first page.
			if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(rewardsPath(id))
			throw error
		}),
	])
	return {
		meta: { title: t('meta.title', { name: businessUser.name }), description: t('meta.description', { name: businessUser.name }) },
		businessUser: { id, name: businessUser.name },
		salesHref: salesPath(id),
		printHref: counterQrCodePath(id),
		canUpdate: holds(standingOf(businessUser), 'sale', 'update'),
		settings: settingsView(rewards),
		counterOn: rewards.counterPoints !== null,
		collectedToday: rewards.collectedToday,
		vouchers: list.vouchers.map((voucher) => businessVoucherView(voucher, language)),
		nextHref: list.nextCursor ? `${rewardsPath(id)}?${new URLSearchParams({ cursor: list.nextCursor })}` : null,
		firstHref: cursor ? rewardsPath(id) : null,
		newVoucher: { idempotencyKey: newIdempotencyKey(), ...voucherTimes() },
	}
}

/**
 * The page's forms: "Save" the rules, "New code" (asked first), "Offer voucher" and a voucher's "End". Back to
 * the page with a toast; a form that does not pass, or that the API refuses, comes back with what was typed.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session } = await requireSaleGrant(args, id, 'update')
	const form = await readForm(request)
	const t = await i18next.getFixedT(request, 'rewards')
	const here = rewardsPath(id)
	const schema = rewardsFormSchemaOf(form.get('intent'))
	if (!schema) return redirectWithError(here, t('errors.invalid'), seeOther)
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') return data({ result: withIdempotencyKey(submission.reply()) } satisfies RewardsActionData, { status: 400 })
	const value = submission.value
	if (value.intent === 'renew' && value.confirmed !== 'yes') return data({ confirmRenew: true } satisfies RewardsActionData)
	const api = pocketApi(request, context, session)
	try {
		if (value.intent === 'save') {
			await api.saveRewards(id, saveRewardsBody(value))
			return redirectWithSuccess(here, t('done.saved'), seeOther)
		}
		if (value.intent === 'renew') {
			await api.renewCounterCode(id)
			return redirectWithSuccess(here, t('done.renewed'), seeOther)
		}
		if (value.intent === 'offer') {
			const voucher = await api.offerVoucher(id, offerVoucherBody(value), value.idempotencyKey ?? newIdempotencyKey())
			return redirectWithSuccess(here, t('done.offered', { title: voucher.title }), seeOther)
		}
		const voucher = await api.endVoucher(id, value.voucherId)
		return redirectWithSuccess(here, t('done.ended', { title: voucher.title }), seeOther)
	} catch (error) {
		// The API's outage: the form comes back with what was typed and the busy message (app/middleware/service-outages.ts).
		if (isApiError(error) && error.serviceOutage) throw error
		const reason = idempotencyFailure(error) ?? failureReason(request, error)
		// What was typed is kept; a button alone has nothing to keep.
		if (value.intent === 'save' || value.intent === 'offer') {
			return data({ result: withIdempotencyKey(submission.reply({ formErrors: [reason] }), error) } satisfies RewardsActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		}
		return redirectWithError(here, t(`errors.${reason}`), seeOther)
	}
}

export default function RewardsPage() {
	const { t } = useTranslation('rewards')
	const { businessUser, salesHref, canUpdate, vouchers, nextHref, firstHref } = useLoaderData<typeof loader>()
	return (
		<div className="rewards stack">
			<p>
				<Link to={salesHref}>{t('page.sales')}</Link>
			</p>
			<header className="stack">
				<h1>{t('page.title')}</h1>
				<p className="muted">{t('page.lead', { name: businessUser.name })}</p>
			</header>
			{canUpdate ? <RewardsSettingsForm /> : <RewardsSettingsFacts />}

			<section className="stack" aria-labelledby="rewards-vouchers">
				<h2 id="rewards-vouchers">{t('vouchers.heading')}</h2>
				{vouchers.length === 0 ? (
					<EmptyState title={t('vouchers.empty')} description={canUpdate ? t('vouchers.emptyHint') : undefined} headingLevel={3} />
				) : (
					<ul className="rewards-vouchers">
						{vouchers.map((voucher) => (
							<VoucherCard key={voucher.id} voucher={voucher} canUpdate={canUpdate} />
						))}
					</ul>
				)}
				<PageLinks nextHref={nextHref} firstHref={firstHref} />
				{canUpdate ? <NewVoucherForm /> : null}
			</section>
		</div>
	)
}

const SETTINGS_FORM = 'rewards-settings'
const RENEW_FORM = 'counter-code-renew'

/** "Points for sales" and "Counter QR code": one form, one "Save"; "New code" is a form of its own (its button sits in the counter's section). */
function RewardsSettingsForm() {
	const { t } = useTranslation('rewards')
	const { settings, counterOn, collectedToday, printHref } = useLoaderData<typeof loader>()
	const actionData = useActionData<RewardsActionData>()
	const navigation = useNavigation()
	const reply = replyFor(actionData, 'save')
	const field = (name: keyof typeof settings) => ({
		errors: reply?.fieldErrors(name),
		defaultValue: reply ? (reply.value(name) ?? '') : settings[name],
	})
	const busy = navigation.formData?.get('intent') === 'save'
	return (
		<>
			<Form id={SETTINGS_FORM} method="post" className="rewards-settings stack" preventScrollReset>
				<input type="hidden" name="intent" value="save" />
				<FormError id="rewards-settings-error" errors={reply?.formErrors} namespace="rewards" />
				<section className="card stack" aria-labelledby="rewards-points">
					<h2 id="rewards-points">{t('points.heading')}</h2>
					<NumberField name="bahtPerPoint" label={t('points.bahtPerPoint')} hint={t('points.bahtPerPointHint')} min={1} max={100_000} {...field('bahtPerPoint')} />
				</section>
				<section className="card stack" aria-labelledby="rewards-counter">
					<h2 id="rewards-counter">{t('counter.heading')}</h2>
					<CounterCodeTools counterOn={counterOn} collectedToday={collectedToday} printHref={printHref} />
					<NumberField name="counterPoints" label={t('counter.points')} hint={t('counter.pointsHint')} min={1} max={1000} {...field('counterPoints')} />
					<fieldset className="rewards-fieldset">
						<legend>{t('counter.near')}</legend>
						<p className="field__hint">{t('counter.nearHint')}</p>
						<NumberField name="counterRadiusM" label={t('counter.radius')} min={10} max={50_000} {...field('counterRadiusM')} />
						<div className="field-pair">
							<NumberField name="counterLatitude" label={t('counter.latitude')} min={-90} max={90} step="any" {...field('counterLatitude')} />
							<NumberField name="counterLongitude" label={t('counter.longitude')} min={-180} max={180} step="any" {...field('counterLongitude')} />
						</div>
						<UseMyLocation latitudeId="rewards-counterLatitude" longitudeId="rewards-counterLongitude" />
					</fieldset>
				</section>
				<div className="button-row">
					<Button type="submit" aria-disabled={busy || undefined}>
						{t('save')}
					</Button>
				</div>
			</Form>
			{/* "New code" and its confirmation post here; their buttons sit in the counter's section (the form attribute). */}
			<Form id={RENEW_FORM} method="post" preventScrollReset>
				<input type="hidden" name="intent" value="renew" />
			</Form>
		</>
	)
}

/** Today's collections, the poster to print and "New code" (asked first: the printed codes stop working). */
function CounterCodeTools({ counterOn, collectedToday, printHref }: { counterOn: boolean; collectedToday: number; printHref: string }) {
	const { t, i18n } = useTranslation('rewards')
	const actionData = useActionData<RewardsActionData>()
	return (
		<div className="rewards-counter stack">
			<p>{t('counter.collectedToday', { count: collectedToday, formatted: formatCount(collectedToday, i18n.language) })}</p>
			{counterOn ? <Link to={printHref}>{t('counter.print')}</Link> : <p className="muted">{t('counter.off')}</p>}
			{actionData?.confirmRenew ? (
				<div className="rewards-counter__confirm stack" role="alert">
					<p>{t('counter.renewQuestion')}</p>
					<div className="button-row">
						<Button type="submit" form={RENEW_FORM} name="confirmed" value="yes" variant="danger">
							{t('counter.renewConfirm')}
						</Button>
						<Link to="." preventScrollReset>
							{t('counter.renewKeep')}
						</Link>
					</div>
				</div>
			) : (
				<div className="button-row">
					<Button type="submit" form={RENEW_FORM} variant="secondary">
						{t('counter.renew')}
					</Button>
				</div>
			)}
		</div>
	)
}

/**
 * "Use my location": the browser's place for the counter's latitude and longitude (JavaScript only, and
 * only when asked; the fields take it typed as well).
 */
function UseMyLocation({ latitudeId, longitudeId }: { latitudeId: string; longitudeId: string }) {
	const { t } = useTranslation('rewards')
	const [status, setStatus] = useState<'idle' | 'locating' | 'located' | 'failed'>('idle')
	function locate() {
		if (!('geolocation' in navigator)) return setStatus('failed')
		setStatus('locating')
		navigator.geolocation.getCurrentPosition(
			({ coords }) => {
				const set = (inputId: string, value: number) => {
					const input = document.getElementById(inputId)
					if (input instanceof HTMLInputElement) input.value = value.toFixed(6)
				}
				set(latitudeId, coords.latitude)
				set(longitudeId, coords.longitude)
				setStatus('located')
			},
			() => setStatus('failed'),
			{ enableHighAccuracy: true, timeout: 15_000 },
		)
	}
	return (
		<div className="rewards-locate js-only">
			<Button variant="secondary" size="small" onClick={locate} aria-disabled={status === 'locating' || undefined}>
				{t('counter.useLocation')}
			</Button>
			<p role="status" className="field__hint">
				{status === 'idle' ? '' : t(`counter.location.${status}`)}
			</p>
		</div>
	)
}

/** A number field of a settings form, its value as typed (a reply's) or as saved. */
function NumberField({ name, label, hint, errors, defaultValue, min, max, step }: { name: string; label: string; hint?: string; errors?: string[]; defaultValue: string; min: number; max: number; step?: string }) {
	return (
		<TextField
			label={label}
			hint={hint}
			errors={errors}
			inputProps={{ id: `rewards-${name}`, name, type: 'number', inputMode: step === 'any' ? 'decimal' : 'numeric', min, max, step: step ?? 1, defaultValue }}
		/>
	)
}

/** The rules for a member who may see them but not change them. */
function RewardsSettingsFacts() {
	const { t, i18n } = useTranslation('rewards')
	const { settings, counterOn, collectedToday, printHref } = useLoaderData<typeof loader>()
	const none = t('page.none')
	return (
		<>
			<p className="notice">{t('page.readOnly')}</p>
			<section className="card stack" aria-labelledby="rewards-points">
				<h2 id="rewards-points">{t('points.heading')}</h2>
				<dl className="details">
					<dt>{t('points.bahtPerPoint')}</dt>
					<dd>{settings.bahtPerPoint || none}</dd>
				</dl>
			</section>
			<section className="card stack" aria-labelledby="rewards-counter">
				<h2 id="rewards-counter">{t('counter.heading')}</h2>
				<p>{t('counter.collectedToday', { count: collectedToday, formatted: formatCount(collectedToday, i18n.language) })}</p>
				{counterOn ? <Link to={printHref}>{t('counter.print')}</Link> : <p className="muted">{t('counter.off')}</p>}
				<dl className="details">
					<dt>{t('counter.points')}</dt>
					<dd>{settings.counterPoints || none}</dd>
					<dt>{t('counter.radius')}</dt>
					<dd>{settings.counterRadiusM || none}</dd>
					<dt>{t('counter.place')}</dt>
					<dd>{settings.counterLatitude ? `${settings.counterLatitude}, ${settings.counterLongitude}` : none}</dd>
				</dl>
			</section>
		</>
	)
}

/** One of the business's vouchers: its value and cost, how many were got and used, when, and "End" while it runs. */
function VoucherCard({ voucher, canUpdate }: { voucher: BusinessVoucherView; canUpdate: boolean }) {
	const { t, i18n } = useTranslation('rewards')
	const navigation = useNavigation()
	const ending = navigation.formData?.get('intent') === 'end' && navigation.formData.get('voucherId') === voucher.id
	return (
		<li className="card rewards-voucher">
			<div className="rewards-voucher__head">
				<h3>{voucher.title}</h3>
				<span className={voucher.ended ? 'rewards-state rewards-state--ended' : 'rewards-state'}>{t(voucher.ended ? 'vouchers.ended' : 'vouchers.running')}</span>
			</div>
			<dl className="rewards-voucher__facts">
				<div>
					<dt>{t('vouchers.value')}</dt>
					<dd>{voucher.value}</dd>
				</div>
				<div>
					<dt>{t('vouchers.cost')}</dt>
					<dd>{voucher.pointsCost === 0 ? t('vouchers.free') : t('vouchers.points', { count: voucher.pointsCost, formatted: formatCount(voucher.pointsCost, i18n.language) })}</dd>
				</div>
				<div>
					<dt>{t('vouchers.got')}</dt>
					<dd>{voucher.quantity === null ? formatCount(voucher.claimed, i18n.language) : t('vouchers.gotOf', { got: formatCount(voucher.claimed, i18n.language), quantity: formatCount(voucher.quantity, i18n.language) })}</dd>
				</div>
				<div>
					<dt>{t('vouchers.used')}</dt>
					<dd>{formatCount(voucher.redeemed, i18n.language)}</dd>
				</div>
				<div className="rewards-voucher__valid">
					<dt>{t('vouchers.valid')}</dt>
					<dd>{t('vouchers.validRange', { from: voucher.validFrom, until: voucher.validUntil })}</dd>
				</div>
			</dl>
			{canUpdate && !voucher.ended ? (
				<Form method="post" preventScrollReset>
					<input type="hidden" name="voucherId" value={voucher.id} />
					<Button type="submit" name="intent" value="end" variant="secondary" size="small" aria-disabled={ending || undefined}>
						{t('vouchers.end')}
						<span className="visually-hidden"> {voucher.title}</span>
					</Button>
				</Form>
			) : null}
		</li>
	)
}

/** "New voucher": what it gives, what it costs, how many and when; "Offer voucher". */
function NewVoucherForm() {
	const { t } = useTranslation('rewards')
	const { newVoucher } = useLoaderData<typeof loader>()
	const actionData = useActionData<RewardsActionData>()
	const navigation = useNavigation()
	const reply = replyFor(actionData, 'offer')
	const typed = (name: string, fallback = '') => (reply ? (reply.value(name) ?? '') : fallback)
	const errors = (name: string) => reply?.fieldErrors(name)
	const valueKind = typed('valueKind', 'baht')
	const busy = navigation.formData?.get('intent') === 'offer'
	return (
		// Keyed by its idempotency key: after an offer the loader makes a new one, and the form starts empty.
		<Form key={newVoucher.idempotencyKey} method="post" className="card stack rewards-new-voucher" aria-labelledby="rewards-new-voucher" preventScrollReset>
			<h3 id="rewards-new-voucher">{t('newVoucher.heading')}</h3>
			<input type="hidden" name="intent" value="offer" />
			<IdempotencyKeyInput value={typed('idempotencyKey', newVoucher.idempotencyKey) || newVoucher.idempotencyKey} />
			<FormError id="rewards-new-voucher-error" errors={reply?.formErrors} namespace="rewards" />
			<TextField label={t('newVoucher.title')} errors={errors('title')} inputProps={{ id: 'voucher-title', name: 'title', type: 'text', required: true, maxLength: 120, defaultValue: typed('title') }} />
			<TextField
				label={t('newVoucher.description')}
				hint={t('newVoucher.optional')}
				errors={errors('description')}
				inputProps={{ id: 'voucher-description', name: 'description', type: 'text', maxLength: 1000, defaultValue: typed('description') }}
			/>
			<fieldset className="rewards-fieldset" aria-describedby={errors('valueKind')?.length ? 'voucher-valueKind-error' : undefined}>
				<legend>{t('newVoucher.value')}</legend>
				<FieldErrors id="voucher-valueKind-error" errors={errors('valueKind')} label={t('newVoucher.value')} />
				{voucherValueKinds.map((kind) => (
					<div key={kind} className="rewards-value">
						<label className="choice">
							<input type="radio" name="valueKind" value={kind} defaultChecked={valueKind === kind} />
							{t(`newVoucher.kind.${kind}`)}
						</label>
						{kind === 'baht' ? (
							<TextField label={t('newVoucher.amount')} errors={errors('amount')} inputProps={{ id: 'voucher-amount', name: 'amount', type: 'text', inputMode: 'decimal', autoComplete: 'off', defaultValue: typed('amount') }} />
						) : (
							<TextField
								label={t('newVoucher.percent')}
								errors={errors('percent')}
								inputProps={{ id: 'voucher-percent', name: 'percent', type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1, defaultValue: typed('percent') }}
							/>
						)}
					</div>
				))}
			</fieldset>
			<div className="rewards-numbers">
				<TextField
					label={t('newVoucher.points')}
					hint={t('newVoucher.pointsHint')}
					errors={errors('pointsCost')}
					inputProps={{ id: 'voucher-points', name: 'pointsCost', type: 'number', inputMode: 'numeric', required: true, min: 0, max: 1_000_000, step: 1, defaultValue: typed('pointsCost', '0') }}
				/>
				<TextField
					label={t('newVoucher.quantity')}
					hint={t('newVoucher.quantityHint')}
					errors={errors('quantity')}
					inputProps={{ id: 'voucher-quantity', name: 'quantity', type: 'number', inputMode: 'numeric', min: 1, max: 1_000_000, step: 1, defaultValue: typed('quantity') }}
				/>
				<TextField
					label={t('newVoucher.perPerson')}
					errors={errors('perPerson')}
					inputProps={{ id: 'voucher-per-person', name: 'perPerson', type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1, defaultValue: typed('perPerson', '1') }}
				/>
			</div>
			<div className="field-pair">
				<TextField
					label={t('newVoucher.validFrom')}
					hint={t('newVoucher.bangkokTime')}
					errors={errors('validFrom')}
					inputProps={{ id: 'voucher-valid-from', name: 'validFrom', type: 'datetime-local', required: true, defaultValue: typed('validFrom', newVoucher.validFrom) }}
				/>
				<TextField
					label={t('newVoucher.validUntil')}
					hint={t('newVoucher.bangkokTime')}
					errors={errors('validUntil')}
					inputProps={{ id: 'voucher-valid-until', name: 'validUntil', type: 'datetime-local', required: true, defaultValue: typed('validUntil', newVoucher.validUntil) }}
				/>
			</div>
			<div className="button-row">
				<Button type="submit" aria-disabled={busy || undefined}>
					{t('newVoucher.offer')}
				</Button>
			</div>
		</Form>
	)
}
