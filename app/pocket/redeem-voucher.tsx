import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { replyFor, type RedemptionView, type RewardsActionData } from './rewards.ts'

// The Sales page's "Redeem a voucher" (app/routes/shop/sales.tsx, whose action answers it): plain forms and
// plain values, so that page's first load stays small.

/**
 * "Redeem a voucher": the customer's code, "Redeem"; what was redeemed, for whom, with "Undo" while it may be
 * undone; and the last redemptions. Plain forms: they work the same without JavaScript.
 */
export function RedeemVoucher({ redeemed, recent }: { redeemed: RedemptionView | null; recent: RedemptionView[] }) {
	const { t } = useTranslation('rewards')
	const actionData = useActionData<RewardsActionData>()
	const navigation = useNavigation()
	const reply = replyFor(actionData, 'redeem')
	const busy = navigation.formData?.get('intent') === 'redeem'
	return (
		<section id="redeem" className="card stack rewards-redeem" aria-labelledby="redeem-heading">
			<h2 id="redeem-heading">{t('redeem.heading')}</h2>
			{/* Keyed by the redemption shown: after one, the field starts empty for the next customer. */}
			<Form key={redeemed?.id ?? 'none'} method="post" className="stack" preventScrollReset>
				<input type="hidden" name="intent" value="redeem" />
				<FormError id="redeem-error" errors={reply?.formErrors} namespace="rewards" />
				<div className="inline-form">
					<TextField
						label={t('redeem.code')}
						hint={t('redeem.codeHint')}
						errors={reply?.fieldErrors('code')}
						inputProps={{ id: 'redeem-code', name: 'code', type: 'text', required: true, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40, defaultValue: reply?.value('code') ?? '' }}
					/>
					<Button type="submit" aria-disabled={busy || undefined}>
						{t('redeem.submit')}
					</Button>
				</div>
			</Form>
			{redeemed ? (
				<div className="rewards-redeemed stack" role="status">
					<p>
						<strong>{t('redeem.redeemed')}</strong> {t('redeem.what', { title: redeemed.title, value: redeemed.value, name: redeemed.person })}
					</p>
					{redeemed.undone ? (
						<p className="muted">{t('redeem.undone')}</p>
					) : redeemed.undoable ? (
						<UndoForm redemption={redeemed} hint={t('redeem.undoUntil', { at: redeemed.undoUntil })} />
					) : null}
				</div>
			) : null}
			{recent.length > 0 ? (
				<>
					<h3>{t('redeem.recent')}</h3>
					<ul className="list rewards-redemptions">
						{recent.map((redemption) => (
							<li key={redemption.id} className="list__row">
								<p>
									{t('redeem.what', { title: redemption.title, value: redemption.value, name: redemption.person })}
									<br />
									<span className="muted">{redemption.undone ? t('redeem.undoneAt', { at: redemption.at }) : redemption.at}</span>
								</p>
								{redemption.undoable && redemption.id !== redeemed?.id ? <UndoForm redemption={redemption} named /> : null}
							</li>
						))}
					</ul>
				</>
			) : null}
		</section>
	)
}

/** "Undo" a redemption (only its staff member, within two minutes: the API says `undoable`). */
function UndoForm({ redemption, hint, named = false }: { redemption: RedemptionView; hint?: string; named?: boolean }) {
	const { t } = useTranslation('rewards')
	const navigation = useNavigation()
	const busy = navigation.formData?.get('intent') === 'undo' && navigation.formData.get('redemptionId') === redemption.id
	return (
		<Form method="post" className="button-row rewards-undo" preventScrollReset>
			<input type="hidden" name="redemptionId" value={redemption.id} />
			<Button type="submit" name="intent" value="undo" variant="secondary" size="small" aria-disabled={busy || undefined}>
				{t('redeem.undo')}
				{named ? <span className="visually-hidden"> {redemption.title}</span> : null}
			</Button>
			{hint ? <span className="field__hint">{hint}</span> : null}
		</Form>
	)
}
