import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { idempotencyKeyName } from '#app/forms/idempotency-key-name.ts'
import type { OfferView } from './views.ts'

type OfferCardProps = {
	offer: OfferView & { idempotencyKey: string }
	/** Where the form is sent: this page of offers. */
	action: string
}

export const offerAnchor = (id: string) => `offer-${id}`

/**
 * A voucher on offer: its business, what it is worth, its points, how many are left and until when, and
 * "Get for {n} points". When the API says it cannot be got now, the card says why and its button is off;
 * a form sent all the same (an old tab) is the API's to refuse.
 */
export function OfferCard({ offer, action }: OfferCardProps) {
	const { t } = useTranslation('pocket')
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('voucherId') === offer.id
	const titleId = `${offerAnchor(offer.id)}-title`
	const whyId = `${offerAnchor(offer.id)}-why`
	return (
		<li id={offerAnchor(offer.id)} className="card pocket-offer" aria-labelledby={titleId}>
			<p className="pocket-offer__business muted">{offer.businessUser}</p>
			<h3 id={titleId}>{offer.title}</h3>
			{offer.description ? <p className="pocket-offer__description">{offer.description}</p> : null}
			<dl className="pocket-facts">
				<div>
					<dt>{t('usePoints.value')}</dt>
					<dd>{offer.value}</dd>
				</div>
				<div>
					<dt>{t('usePoints.cost')}</dt>
					<dd>{offer.pointsCost === 0 ? t('usePoints.free') : offer.cost}</dd>
				</div>
				{offer.leftText === null ? null : (
					<div>
						<dt>{t('usePoints.left')}</dt>
						<dd>{offer.leftText}</dd>
					</div>
				)}
				<div>
					<dt>{t('usePoints.validUntil')}</dt>
					<dd>{offer.validUntil}</dd>
				</div>
			</dl>
			{offer.got > 0 ? <p className="muted">{t('usePoints.gotBefore', { count: offer.got })}</p> : null}
			{offer.why ? (
				<p id={whyId} className="notice notice--warning">
					{t(`usePoints.why.${offer.why}`, { day: offer.validFrom })}
				</p>
			) : null}
			<Form method="post" action={action} className="pocket-offer__form">
				<input type="hidden" name="voucherId" value={offer.id} />
				<input type="hidden" name={idempotencyKeyName} value={offer.idempotencyKey} />
				<Button type="submit" disabled={!offer.allowed} aria-describedby={offer.why ? whyId : undefined} aria-disabled={busy || undefined}>
					{offer.pointsCost === 0 ? t('usePoints.getFree') : t('usePoints.get', { count: offer.pointsCost, points: offer.cost })}
				</Button>
			</Form>
		</li>
	)
}
