import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { mfaPreferenceSchema, totpVerifySchema } from '#app/account/forms.ts'
import { SecretToCopy, TotpQrCode } from '#app/components/auth/sign-in-step-form.tsx'
import { requireUser } from '#app/auth/guards.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { accountSecurity } from '#app/auth/identity/identity.server.ts'
import type { MfaMethod, MfaPreference, MfaState, RememberedDevice } from '#app/auth/identity/account-security.server.ts'
import { totpQrSvg } from '#app/auth/sign-in-steps.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { CodeField } from '#app/components/auth/identity-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'


// Schemas load on demand: the validation library is not part of the page's first load.
const loadTotpVerifySchema = () => import('#app/account/forms.ts').then((m) => m.totpVerifySchema)

export const handle = { i18n: ['account', 'auth'] }
export const meta = pageMeta

type Loaded<T> = { ok: true; value: T } | { ok: false; error: string }

async function attempt<T>(work: () => Promise<T>): Promise<Loaded<T>> {
	try {
		return { ok: true, value: await work() }
	} catch (error) {
		return { ok: false, error: identityErrorKey(error) }
	}
}

/** Two-step sign-in and remembered devices, straight from the identity service (nothing kept here). */
export async function loader(args: LoaderFunctionArgs) {
	const auth = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	const accessToken = auth.session.tokens!.accessToken
	const [mfa, devices] = await Promise.all([attempt(() => accountSecurity.mfaState(accessToken)), attempt(() => accountSecurity.listDevices(accessToken))])
	return { meta: { title: t('security.meta.title'), description: t('security.meta.description') }, mfa, devices }
}

type ActionData = { result?: SubmissionResult<string[]>; totpSetup?: { secret: string; qrSvg: string } }

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const auth = await requireUser(args)
	const accessToken = auth.session.tokens!.accessToken
	const t = await i18next.getFixedT(request, 'account')
	const form = await request.formData()
	const intent = form.get('intent')
	const failed = (error: unknown, extra: Partial<ActionData> = {}) => data<ActionData>({ result: { status: 'error', error: { '': [identityErrorKey(error)] } }, ...extra }, { status: 400 })

	if (intent === 'totp-start') {
		try {
			const secret = await accountSecurity.startTotpSetup(accessToken)
			return data<ActionData>({ totpSetup: { secret, qrSvg: await totpQrSvg(auth.user.email ?? auth.user.uuid, secret) } })
		} catch (error) {
			return failed(error)
		}
	}
	if (intent === 'totp-verify') {
		const submission = parseWithZod(form, { schema: totpVerifySchema })
		const secret = String(form.get('secret') ?? '')
		const totpSetup = secret ? { secret, qrSvg: await totpQrSvg(auth.user.email ?? auth.user.uuid, secret) } : undefined
		if (submission.status !== 'success') return data<ActionData>({ result: submission.reply(), totpSetup }, { status: 400 })
		try {
			await accountSecurity.verifyTotp(accessToken, submission.value.code)
			// A confirmed app becomes the second step asked for at sign-in.
			await accountSecurity.setMfaPreference(accessToken, 'TOTP', 'PREFERRED')
		} catch (error) {
			return data<ActionData>({ result: submission.reply({ formErrors: [identityErrorKey(error)] }), totpSetup }, { status: 400 })
		}
		return redirectWithSuccess('/account/security', t('security.totp.done'))
	}
	if (intent === 'mfa-preference') {
		const submission = parseWithZod(form, { schema: mfaPreferenceSchema })
		if (submission.status !== 'success') return data<ActionData>({ result: submission.reply() }, { status: 400 })
		try {
			await accountSecurity.setMfaPreference(accessToken, submission.value.method, submission.value.preference)
		} catch (error) {
			return failed(error)
		}
		return redirectWithSuccess('/account/security', t('security.preference.saved'))
	}
	if (intent === 'forget-device') {
		try {
			await accountSecurity.forgetDevice(accessToken, String(form.get('deviceKey') ?? ''))
		} catch (error) {
			return failed(error)
		}
		return redirectWithSuccess('/account/security', t('security.devices.forgotten'))
	}
	return data<ActionData>({}, { status: 400 })
}

export default function AccountSecurity() {
	const { t } = useTranslation('account')
	const { mfa, devices } = useLoaderData<typeof loader>()
	const actionData = useActionData<ActionData>()
	// A failed set-up shows its error in the set-up form; anything else above the settings.
	const pageError = actionData?.totpSetup ? undefined : (actionData?.result?.error?.[''] ?? undefined)
	return (
		<div className="account-page">
			<h1>{t('security.title')}</h1>
			{pageError ? <FormError id="security-error" errors={pageError} namespace="auth" /> : null}
			<Card aria-labelledby="two-step">
				<h2 id="two-step">{t('security.twoStep.title')}</h2>
				<p className="muted">{t('security.twoStep.text')}</p>
				{mfa.ok ? <MfaSettings mfa={mfa.value} totpSetup={actionData?.totpSetup} /> : <p role="alert">{t('security.unavailable')}</p>}
			</Card>
			<Card aria-labelledby="devices">
				<h2 id="devices">{t('security.devices.title')}</h2>
				{devices.ok ? <DeviceList devices={devices.value} /> : <p className="muted">{t('security.devices.unavailable')}</p>}
			</Card>
		</div>
	)
}

const preferences: MfaPreference[] = ['DISABLED', 'ENABLED', 'PREFERRED', 'NOT_PREFERRED']

function preferenceOf(mfa: MfaState, method: MfaMethod): MfaPreference {
	if (!mfa.enabled.includes(method)) return 'DISABLED'
	if (mfa.preferred === method) return 'PREFERRED'
	return mfa.preferred ? 'NOT_PREFERRED' : 'ENABLED'
}

function MfaSettings({ mfa, totpSetup }: { mfa: MfaState; totpSetup?: ActionData['totpSetup'] }) {
	const { t } = useTranslation('account')
	const busy = useNavigation().state === 'submitting'
	const methods: MfaMethod[] = ['TOTP', ...(mfa.phoneNumber && mfa.phoneVerified ? (['SMS'] as const) : [])]
	return (
		<div className="stack">
			{methods.map((method) => (
				<Form method="post" key={method} className="inline-form">
					<input type="hidden" name="intent" value="mfa-preference" />
					<input type="hidden" name="method" value={method} />
					<label className="field">
						<span>{t(`security.methods.${method}`)}</span>
						<select name="preference" defaultValue={preferenceOf(mfa, method)} key={preferenceOf(mfa, method)}>
							{preferences.map((preference) => (
								<option key={preference} value={preference}>
									{t(`security.preference.${preference}`)}
								</option>
							))}
						</select>
					</label>
					<Button type="submit" variant="secondary" size="small" aria-disabled={busy || undefined}>
						{t('security.preference.save')}
					</Button>
				</Form>
			))}
			{mfa.phoneNumber && mfa.phoneVerified ? null : <p className="muted">{t('security.smsNeedsPhone')}</p>}
			{totpSetup ? (
				<TotpSetupForm secret={totpSetup.secret} qrSvg={totpSetup.qrSvg} />
			) : (
				<Form method="post">
					<input type="hidden" name="intent" value="totp-start" />
					<Button type="submit" aria-disabled={busy || undefined}>
						{mfa.enabled.includes('TOTP') ? t('security.totp.replace') : t('security.totp.start')}
					</Button>
				</Form>
			)}
		</div>
	)
}

function TotpSetupForm({ secret, qrSvg }: { secret: string; qrSvg: string }) {
	const { t } = useTranslation('account')
	const actionData = useActionData<ActionData>()
	const [form, fields] = useValidatedForm({ id: 'totp-verify', schema: loadTotpVerifySchema, required: ['code'], lastResult: actionData?.result })
	return (
		<section aria-labelledby="totp-setup" className="stack">
			<h3 id="totp-setup">{t('security.totp.title')}</h3>
			<p>{t('security.totp.text')}</p>
			<TotpQrCode svg={qrSvg} />
			<SecretToCopy secret={secret} />
			<Form method="post" {...getFormProps(form)} noValidate>
				<input type="hidden" name="intent" value="totp-verify" />
				<input type="hidden" name="secret" value={secret} />
				<FormError id={form.errorId} errors={form.errors} namespace="auth" />
				<CodeField field={fields.code} />
				<Button type="submit">{t('security.totp.confirm')}</Button>
			</Form>
		</section>
	)
}

function DeviceList({ devices }: { devices: RememberedDevice[] }) {
	const { t, i18n } = useTranslation('account')
	const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
	if (devices.length === 0) return <EmptyState headingLevel={3} title={t('security.devices.none')} description={t('security.devices.noneText')} />
	return (
		<ul className="choice-list">
			{devices.map((device) => (
				<li key={device.key} className="choice-list__item">
					<div>
						<p className="choice-list__name">{device.name ?? t('security.devices.unnamed')}</p>
						{device.lastAuthenticatedDate ? (
							<p className="muted">{t('security.devices.lastUsed', { date: date.format(new Date(device.lastAuthenticatedDate * 1000)) })}</p>
						) : null}
					</div>
					<Form method="post">
						<input type="hidden" name="intent" value="forget-device" />
						<input type="hidden" name="deviceKey" value={device.key} />
						<Button type="submit" variant="secondary" size="small">
							{t('security.devices.forget')}
						</Button>
					</Form>
				</li>
			))}
		</ul>
	)
}
