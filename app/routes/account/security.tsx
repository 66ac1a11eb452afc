import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { readyMfaMethods } from '#app/account/mfa-methods.ts'
import { mfaPreferenceSchema, phoneChangeSchema, phoneConfirmSchema, totpVerifySchema } from '#app/account/forms.ts'
import { clearDevice, readDevice } from '#app/auth/device-cookie.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { IdentityError } from '#app/auth/identity/client.server.ts'
import { identityErrorKey } from '#app/auth/identity/errors.server.ts'
import { accountSecurity } from '#app/auth/identity/identity.server.ts'
import { phoneForDisplay, type AttributeUpdateStep, type CodeDelivery, type MfaMethod, type MfaPreference, type MfaState, type RememberedDevice } from '#app/auth/identity/account-security.server.ts'
import { totpQrSvg } from '#app/auth/sign-in-steps.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureInit } from '#app/api/outage.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'


// Forms with client-side checks hydrate after the page (ADR 0007): the form library is not part of the first load.
const TotpSetupForm = hydrateLater(() => import('#app/account/security-forms.tsx').then((m) => m.TotpSetupForm))
const PhoneConfirmForm = hydrateLater(() => import('#app/account/security-forms.tsx').then((m) => m.PhoneConfirmForm))
const PhoneChangeForm = hydrateLater(() => import('#app/account/security-forms.tsx').then((m) => m.PhoneChangeForm))

/** Where a sent phone code leads: the address keeps the code step through a reload. */
const CONFIRM_PHONE_PATH = '/account/security?confirm=phone'

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
	const [mfa, devices, device] = await Promise.all([
		attempt(() => accountSecurity.mfaState(accessToken)),
		attempt(() => accountSecurity.listDevices(accessToken)),
		readDevice(args.request),
	])
	const phoneNumber = mfa.ok ? mfa.value.phoneNumber : null
	return {
		meta: { title: t('security.meta.title'), description: t('security.meta.description') },
		mfa,
		devices,
		// Only the key, to mark this browser in the list: the device password never leaves the server.
		thisDeviceKey: device?.key ?? null,
		phone: phoneNumber ? phoneForDisplay(phoneNumber) : null,
		phoneCodeSent: new URL(args.request.url).searchParams.get('confirm') === 'phone',
	}
}

/** The phone forms' answers name their form, so each shows its own errors and keeps its own input. */
type PhoneForm = 'phone-change' | 'phone-confirm' | 'phone-resend'

export type ActionData = { form?: PhoneForm; result?: SubmissionResult<string[]>; totpSetup?: { secret: string; qrSvg: string } }

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const auth = await requireUser(args)
	const accessToken = auth.session.tokens!.accessToken
	const t = await i18next.getFixedT(request, 'account')
	const form = await readForm(request)
	const intent = form.get('intent')
	const failed = (error: unknown, extra: Partial<ActionData> = {}) => data<ActionData>({ result: { status: 'error', error: { '': [identityErrorKey(error)] } }, ...extra }, failureInit(error, 400))

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
			return data<ActionData>({ result: submission.reply({ formErrors: [identityErrorKey(error)] }), totpSetup }, failureInit(error, 400))
		}
		return redirectWithSuccess('/account/security', t('security.totp.done'))
	}
	if (intent === 'mfa-preference') {
		const submission = parseWithZod(form, { schema: mfaPreferenceSchema })
		if (submission.status !== 'success') return data<ActionData>({ result: submission.reply() }, { status: 400 })
		const { method, preference } = submission.value
		try {
			// Turning on a second step that does not exist yet would lock the person out at their next sign-in.
			if (preference !== 'DISABLED' && !readyMfaMethods(await accountSecurity.mfaState(accessToken)).includes(method)) {
				return data<ActionData>({ result: submission.reply({ formErrors: [method === 'TOTP' ? 'totpNotFound' : 'smsNeedsPhone'] }) }, { status: 409 })
			}
			await accountSecurity.setMfaPreference(accessToken, method, preference)
		} catch (error) {
			return failed(error)
		}
		return redirectWithSuccess('/account/security', t('security.preference.saved'))
	}
	if (intent === 'phone-change') {
		const submission = parseWithZod(form, { schema: phoneChangeSchema })
		if (submission.status !== 'success') return data<ActionData>({ form: 'phone-change', result: submission.reply() }, { status: 400 })
		let update: AttributeUpdateStep
		try {
			update = await accountSecurity.changePhone(accessToken, submission.value.phoneNumber)
		} catch (error) {
			return data<ActionData>({ form: 'phone-change', result: submission.reply({ formErrors: [identityErrorKey(error)] }) }, failureInit(error, 400))
		}
		if (update.step === 'DONE') return redirectWithSuccess('/account/security', t('security.sms.saved'))
		return redirectWithSuccess(
			CONFIRM_PHONE_PATH,
			update.destination ? t('security.sms.codeSent', { destination: update.destination }) : t('security.sms.codeSentAnywhere'),
		)
	}
	if (intent === 'phone-confirm') {
		const submission = parseWithZod(form, { schema: phoneConfirmSchema })
		if (submission.status !== 'success') return data<ActionData>({ form: 'phone-confirm', result: submission.reply() }, { status: 400 })
		try {
			await accountSecurity.confirmPhone(accessToken, submission.value.code)
		} catch (error) {
			return data<ActionData>({ form: 'phone-confirm', result: submission.reply({ formErrors: [identityErrorKey(error)] }) }, failureInit(error, 400))
		}
		return redirectWithSuccess('/account/security', t('security.sms.confirmed'))
	}
	if (intent === 'phone-resend') {
		let sent: CodeDelivery
		try {
			sent = await accountSecurity.resendPhoneCode(accessToken)
		} catch (error) {
			return failed(error, { form: 'phone-resend' })
		}
		return redirectWithSuccess(CONFIRM_PHONE_PATH, sent.destination ? t('security.sms.resent', { destination: sent.destination }) : t('security.sms.resentAnywhere'))
	}
	if (intent === 'forget-device') {
		const deviceKey = String(form.get('deviceKey') ?? '')
		try {
			await accountSecurity.forgetDevice(accessToken, deviceKey)
		} catch (error) {
			return failed(error)
		}
		// This browser's own device forgotten: the browser forgets it too, and gets a new one at the next sign-in.
		const headers = (await readDevice(request))?.key === deviceKey ? clearDevice(request) : undefined
		return redirectWithSuccess('/account/security', t('security.devices.forgotten'), { headers })
	}
	if (intent === 'remember-device' || intent === 'stop-remembering-device') {
		// Only this browser is remembered or not from here: its device comes from its own cookie, never the form.
		const device = await readDevice(request)
		// A browser without a device (forgotten meanwhile) is told what Cognito would tell it.
		if (!device) return failed(new IdentityError('ResourceNotFoundException', 'Device does not exist.', 400))
		const remembered = intent === 'remember-device'
		try {
			await accountSecurity.setDeviceRemembered(accessToken, device.key, remembered)
		} catch (error) {
			return failed(error)
		}
		return redirectWithSuccess('/account/security', remembered ? t('security.devices.remembered') : t('security.devices.notRememberedNow'))
	}
	return data<ActionData>({}, { status: 400 })
}

export default function AccountSecurity() {
	const { t } = useTranslation('account')
	const { mfa, devices, thisDeviceKey, phone, phoneCodeSent } = useLoaderData<typeof loader>()
	const actionData = useActionData<ActionData>()
	// A failed set-up or phone form shows its error in that form; anything else above the settings.
	const pageError = actionData?.totpSetup || actionData?.form ? undefined : (actionData?.result?.error?.[''] ?? undefined)
	return (
		<div className="account-page">
			<h1>{t('security.title')}</h1>
			{pageError ? <FormError id="security-error" errors={pageError} namespace="auth" /> : null}
			<Card aria-labelledby="two-step">
				<h2 id="two-step">{t('security.twoStep.title')}</h2>
				<p className="muted">{t('security.twoStep.text')}</p>
				{mfa.ok ? <MfaSettings mfa={mfa.value} totpSetup={actionData?.totpSetup} /> : <p role="alert">{t('security.unavailable')}</p>}
			</Card>
			<Card aria-labelledby="sms-codes">
				<h2 id="sms-codes">{t('security.sms.title')}</h2>
				<p className="muted">{t('security.sms.text')}</p>
				{mfa.ok ? <PhoneSettings mfa={mfa.value} phone={phone} codeSent={phoneCodeSent} /> : <p className="muted">{t('security.unavailable')}</p>}
			</Card>
			<Card aria-labelledby="devices">
				<h2 id="devices">{t('security.devices.title')}</h2>
				{devices.ok ? <DeviceList devices={devices.value} thisDeviceKey={thisDeviceKey} /> : <p className="muted">{t('security.devices.unavailable')}</p>}
			</Card>
			<Card aria-labelledby="everywhere">
				<h2 id="everywhere">{t('security.everywhere.title')}</h2>
				<p className="muted">{t('security.everywhere.text')}</p>
				{/* A document post, as every sign-out: the answer may lead to the hosted page's sign-out. */}
				<Form method="post" action="/resources/sign-out" reloadDocument>
					<input type="hidden" name="scope" value="everywhere" />
					<Button type="submit" variant="secondary">
						{t('security.everywhere.submit')}
					</Button>
				</Form>
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
	const ready = readyMfaMethods(mfa)
	const smsReady = ready.includes('SMS')
	// A method is offered once it exists (an app set up, a phone confirmed); one already on stays, so it can be turned off.
	const methods = (['TOTP', 'SMS'] as const).filter((method) => ready.includes(method) || mfa.enabled.includes(method))
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
			{smsReady ? null : <p className="muted">{t('security.smsNeedsPhone')}</p>}
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

/** The phone number for SMS codes: its state, its code step while it is not confirmed, and a new number. */
function PhoneSettings({ mfa, phone, codeSent }: { mfa: MfaState; phone: string | null; codeSent: boolean }) {
	const { t } = useTranslation('account')
	const actionData = useActionData<ActionData>()
	// Read from the identity service on every visit, so the code step survives a reload: a number that is
	// not confirmed yet, a code just sent (a pool may keep the old number until the new one is confirmed),
	// or a code form that is answering.
	const confirming = Boolean(mfa.phoneNumber && !mfa.phoneVerified) || codeSent || actionData?.form === 'phone-confirm' || actionData?.form === 'phone-resend'
	let status = t('security.sms.none')
	if (phone) status = mfa.phoneVerified ? t('security.sms.verified', { phone }) : t('security.sms.unverified', { phone })
	return (
		<div className="stack">
			<p>{status}</p>
			{confirming ? <PhoneConfirmForm focus={codeSent} /> : null}
			{/* A new number held means a fresh, empty form. */}
			<PhoneChangeForm key={mfa.phoneNumber ?? ''} hasPhone={Boolean(phone)} />
		</div>
	)
}

function DeviceList({ devices, thisDeviceKey }: { devices: RememberedDevice[]; thisDeviceKey: string | null }) {
	const { t, i18n } = useTranslation('account')
	const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
	if (devices.length === 0) return <EmptyState headingLevel={3} title={t('security.devices.none')} description={t('security.devices.noneText')} />
	return (
		<ul className="choice-list">
			{devices.map((device) => {
				const isThisBrowser = device.key === thisDeviceKey
				return (
					<li key={device.key} className="choice-list__item" aria-current={isThisBrowser || undefined}>
						<div>
							<p className="choice-list__name">
								{device.name ?? t('security.devices.unnamed')}
								{isThisBrowser ? <> <span className="tag">{t('security.devices.thisBrowser')}</span></> : null}
							</p>
							{device.remembered === false ? <p className="muted">{t('security.devices.notRemembered')}</p> : null}
							{device.lastAuthenticatedDate ? (
								<p className="muted">{t('security.devices.lastUsed', { date: date.format(new Date(device.lastAuthenticatedDate * 1000)) })}</p>
							) : null}
						</div>
						<div className="inline-form">
							{/* A pool that lets people choose: this browser can be remembered, or stop being remembered. */}
							{isThisBrowser && device.remembered !== null ? (
								<Form method="post">
									<input type="hidden" name="intent" value={device.remembered ? 'stop-remembering-device' : 'remember-device'} />
									<Button type="submit" variant="secondary" size="small">
										{device.remembered ? t('security.devices.stopRemembering') : t('security.devices.remember')}
									</Button>
								</Form>
							) : null}
							<Form method="post">
								<input type="hidden" name="intent" value="forget-device" />
								<input type="hidden" name="deviceKey" value={device.key} />
								<Button type="submit" variant="secondary" size="small">
									{t('security.devices.forget')}
								</Button>
							</Form>
						</div>
					</li>
				)
			})}
		</ul>
	)
}
