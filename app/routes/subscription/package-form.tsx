import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireGrant } from '#app/auth/guards.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { replyFor, type ActionReply } from '#app/forms/reply.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { bahtTyped } from '#app/forms/baht.ts'
import { packagesApi } from '#app/subscription/packages/api.server.ts'
import { packageBody, packageFormSchema } from '#app/subscription/packages/forms.ts'
import { packageFormPath, packagesPath } from '#app/subscription/packages/paths.ts'
import { voucherRows } from '#app/subscription/packages/views.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'
import { packagePeriods, subscriptionLimits } from '#contracts/subscription-limits.ts'
import type { BusinessPackage } from '#contracts/subscription.ts'

export const handle = { i18n: ['packages'] }
export const meta = pageMeta
export const links = subscriptionLinks

const paramsSchema = z.object({ id: z.uuid(), packageId: z.uuid().optional() })
const seeOther = { status: 303 }

/** A package as its form shows it: each field as typed. */
function formValues(pkg: BusinessPackage | null) {
	return {
		name: pkg?.name ?? '',
		price: pkg ? bahtTyped(pkg.priceSatang) : '',
		period: pkg?.period ?? 'month',
		benefits: pkg?.benefits.join('\n') ?? '',
		tier: pkg?.tier ?? '',
		trialDays: String(pkg?.trialDays ?? 0),
	}
}

/**
 * /business-user/{id}/subscription/packages/new and /{packageId} (ours; docs/product.md#subscriptions):
 * one form for a new package and for changing one — name, price per month or year, benefits, tier,
 * free days, the vouchers each period gives — with "Retire" and "Delete" (each asked first). A package
 * someone subscribed to keeps its price, period and free days: the form shows them fixed.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id, packageId } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireGrant(args, id, 'subscription', packageId ? 'read' : 'create')
	const api = packagesApi(request, context, session)
	const [t, pkg, vouchers] = await Promise.all([
		i18next.getFixedT(request, 'packages'),
		packageId ? api.package(id, packageId).catch(orNotFound(request, 'package')) : null,
		// The API shows vouchers to those granted Sales; without it, the package's own are still listed (voucherRows).
		api.vouchers(id).catch((error: unknown) => {
			if (isApiError(error) && error.kind === 'forbidden') return { vouchers: [], nextCursor: null }
			throw error
		}),
	])
	const standing = standingOf(businessUser)
	return {
		meta: { title: pkg ? t('form.editMeta', { name: pkg.name }) : t('form.newMeta', { name: businessUser.name }), description: t('list.lead', { name: businessUser.name }) },
		businessUser: { id, name: businessUser.name },
		listHref: packagesPath(id),
		pkg: pkg ? { id: pkg.id, name: pkg.name, active: pkg.active, inUse: pkg.inUse } : null,
		values: formValues(pkg),
		canSave: holds(standing, 'subscription', pkg ? 'update' : 'create'),
		canRetire: Boolean(pkg?.active) && holds(standing, 'subscription', 'update'),
		canDelete: Boolean(pkg && !pkg.inUse) && holds(standing, 'subscription', 'delete'),
		vouchers: voucherRows(vouchers.vouchers, pkg),
	}
}

type PackageActionData = ActionReply

export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id, packageId } = parseParams(paramsSchema, params, request)
	const form = await readForm(request)
	const intent = form.get('intent')
	const scope = intent === 'retire' ? 'update' : intent === 'delete' ? 'delete' : packageId ? 'update' : 'create'
	const { session } = await requireGrant(args, id, 'subscription', scope)
	const t = await i18next.getFixedT(request, 'packages')
	const here = packageId ? packageFormPath(id, packageId) : request.url
	const submission = parseWithZod(form, { schema: packageFormSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() } satisfies PackageActionData, { status: 400 })
	const value = submission.value
	const api = packagesApi(request, context, session)
	try {
		if (value.intent === 'save') {
			const saved = packageId ? await api.update(id, packageId, packageBody(value)) : await api.create(id, packageBody(value))
			return redirectWithSuccess(packagesPath(id), t('done.saved', { name: saved.name }), seeOther)
		}
		if (!packageId || value.confirmed !== 'yes') return redirectWithError(here, t('errors.invalid'), seeOther)
		if (value.intent === 'retire') {
			const retired = await api.retire(id, packageId)
			return redirectWithSuccess(packagesPath(id), t('done.retired', { name: retired.name }), seeOther)
		}
		await api.remove(id, packageId)
		return redirectWithSuccess(packagesPath(id), t('done.deleted'), seeOther)
	} catch (error) {
		// The API's outage: the form comes back with what was typed and the busy message (app/middleware/service-outages.ts).
		if (isApiError(error) && error.serviceOutage) throw error
		const reason = isApiError(error) && error.code === 'package_in_use' ? 'inUse' : failureReason(request, error)
		if (value.intent === 'save') return data({ result: submission.reply({ formErrors: [reason] }) } satisfies PackageActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		return redirectWithError(here, t(`errors.${reason}`), seeOther)
	}
}

const FORM_ID = 'package-form'

export default function PackageForm() {
	const { t } = useTranslation('packages')
	const { businessUser, listHref, pkg, values, canSave, canRetire, canDelete, vouchers } = useLoaderData<typeof loader>()
	const actionData = useActionData<PackageActionData>()
	const reply = replyFor(actionData, 'save')
	// The quantities sent, as conform keeps a list's values (one object a row).
	const sentVouchers = reply ? ((actionData?.result?.initialValue?.vouchers ?? []) as Array<{ quantity?: unknown } | undefined>) : null
	const busy = useNavigation().formData?.get('intent') === 'save'
	const [searchParams] = useSearchParams()
	const confirming = searchParams.get('confirm')
	const field = (name: keyof typeof values) => ({ errors: reply?.fieldErrors(name), defaultValue: reply ? (reply.value(name) ?? '') : values[name] })
	const fixed = Boolean(pkg?.inUse)
	const input = (name: keyof typeof values, extra: Record<string, unknown> = {}) => ({ id: `${FORM_ID}-${name}`, name, defaultValue: field(name).defaultValue, disabled: !canSave, ...extra })
	return (
		<div className="stack subscription-page">
			<p>
				<Link to={listHref}>{t('form.back', { name: businessUser.name })}</Link>
			</p>
			<h1>{pkg ? t('form.editTitle', { name: pkg.name }) : t('form.newTitle')}</h1>
			{pkg && !pkg.active ? <p className="notice">{t('form.retiredNotice')}</p> : null}
			{confirming === 'retire' && canRetire ? (
				<ConfirmStep id="package-retire" question={t('retire.question', { name: pkg!.name })} warning={t('retire.warning')} fields={{ intent: 'retire', confirmed: 'yes' }} confirm={t('retire.confirm')} keep={t('keep')} />
			) : null}
			{confirming === 'delete' && canDelete ? (
				<ConfirmStep id="package-delete" question={t('delete.question', { name: pkg!.name })} warning={t('delete.warning')} fields={{ intent: 'delete', confirmed: 'yes' }} confirm={t('delete.confirm')} keep={t('keep')} />
			) : null}
			<Form id={FORM_ID} method="post" className="stack card" noValidate>
				<input type="hidden" name="intent" value="save" />
				<FormError id={`${FORM_ID}-error`} errors={reply?.formErrors} namespace="packages" />
				<TextField label={t('fields.name')} errors={field('name').errors} inputProps={input('name', { required: true, maxLength: subscriptionLimits.name, autoComplete: 'off' })} />
				{fixed ? <p className="field__hint">{t('form.fixed')}</p> : null}
				<TextField
					label={t('fields.price')}
					hint={t('fields.priceHint')}
					errors={field('price').errors}
					inputProps={input('price', { inputMode: 'decimal', required: true, readOnly: fixed || undefined })}
				/>
				<fieldset className="stack" disabled={!canSave}>
					<legend>{t('fields.period')}</legend>
					{packagePeriods.map((period) => (
						<label key={period} className="choice">
							<input type="radio" name="period" value={period} defaultChecked={field('period').defaultValue === period} disabled={fixed && values.period !== period} />
							{t(`periods.${period}`)}
						</label>
					))}
					<FieldErrors id={`${FORM_ID}-period-error`} errors={field('period').errors} label={t('fields.period')} />
				</fieldset>
				<div className="field">
					<label htmlFor={`${FORM_ID}-benefits`}>{t('fields.benefits')}</label>
					<span id={`${FORM_ID}-benefits-hint`} className="field__hint">
						{t('fields.benefitsHint', { count: subscriptionLimits.benefits })}
					</span>
					<TextArea {...input('benefits')} rows={4} aria-describedby={`${FORM_ID}-benefits-hint`} aria-invalid={field('benefits').errors?.length ? true : undefined} />
					<FieldErrors id={`${FORM_ID}-benefits-error`} errors={field('benefits').errors} label={t('fields.benefits')} />
				</div>
				<TextField label={t('fields.tier')} hint={t('fields.tierHint')} errors={field('tier').errors} inputProps={input('tier', { maxLength: subscriptionLimits.tier, autoComplete: 'off' })} />
				<TextField
					label={t('fields.trialDays')}
					hint={t('fields.trialDaysHint')}
					errors={field('trialDays').errors}
					inputProps={input('trialDays', { type: 'number', inputMode: 'numeric', min: 0, max: subscriptionLimits.trialDays, step: 1, readOnly: fixed || undefined })}
				/>
				<fieldset className="stack" disabled={!canSave}>
					<legend>{t('fields.vouchers')}</legend>
					<p className="field__hint">{t('fields.vouchersHint', { count: subscriptionLimits.vouchers })}</p>
					{vouchers.length === 0 ? <p className="muted">{t('fields.noVouchers')}</p> : null}
					{vouchers.map((voucher, index) => (
						<div key={voucher.id}>
							<input type="hidden" name={`vouchers[${index}].voucherId`} value={voucher.id} />
							<TextField
								label={t('fields.voucherQuantity', { title: voucher.title })}
								inputProps={{
									id: `${FORM_ID}-voucher-${index}`,
									name: `vouchers[${index}].quantity`,
									type: 'number',
									inputMode: 'numeric',
									min: 0,
									max: subscriptionLimits.voucherQuantity,
									step: 1,
									defaultValue: sentVouchers ? String(sentVouchers[index]?.quantity ?? '') : voucher.quantity,
								}}
							/>
						</div>
					))}
					<FieldErrors id={`${FORM_ID}-vouchers-error`} errors={reply?.fieldErrors('vouchers')} label={t('fields.vouchers')} />
				</fieldset>
				{canSave ? (
					<div className="button-row">
						<Button type="submit" aria-disabled={busy || undefined}>
							{busy ? t('form.saving') : t('form.save')}
						</Button>
					</div>
				) : (
					<p className="notice">{t('form.readOnly')}</p>
				)}
			</Form>
			{pkg && (canRetire || canDelete) && !confirming ? (
				<p className="button-row">
					{canRetire ? (
						<Link className="button button--secondary" to="?confirm=retire" preventScrollReset>
							{t('retire.button')}
						</Link>
					) : null}
					{canDelete ? (
						<Link className="button button--danger" to="?confirm=delete" preventScrollReset>
							{t('delete.button')}
						</Link>
					) : null}
				</p>
			) : null}
			{pkg?.inUse ? <p className="muted">{t('form.inUseHint')}</p> : null}
		</div>
	)
}
