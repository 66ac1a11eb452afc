import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { formatCount } from '#app/i18n/formats.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { collectPath, rewardsPath } from '#app/pocket/rewards.ts'
import { PrintButton } from '#app/qr-code/print-button.tsx'
import { qrCodeSvg, siteUrlOf } from '#app/qr-code/qr-code.server.ts'
import { parseParams } from '#app/routing/params.server.ts'

export const handle = { i18n: ['rewards'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/**
 * /business-user/{id}/sale-screen/rewards/counter-qr-code: the counter QR code as a poster to print and put
 * up (docs/product.md#pocket): the business's name, what a scan gives, the code (made on the server, so it
 * shows and prints without JavaScript) and its address for a phone without a camera. Those who see Rewards see it.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, 'read')
	const [t, rewards] = await Promise.all([i18next.getFixedT(request, 'rewards'), pocketApi(request, context, session).rewards(id)])
	const meta = { title: t('poster.metaTitle', { name: businessUser.name }), description: t('poster.description', { name: businessUser.name }) }
	const back = rewardsPath(id)
	// No points per visit: the code gives nothing, and a poster of it would only disappoint.
	if (rewards.counterPoints === null) return { meta, name: businessUser.name, back, poster: null }
	const path = collectPath(rewards.counterCode)
	return {
		meta,
		name: businessUser.name,
		back,
		poster: { points: rewards.counterPoints, address: siteUrlOf(path), qrCodeSvg: await qrCodeSvg(path, { title: t('poster.qrLabel') }), near: rewards.counterRadiusM !== null },
	}
}

export default function CounterQrCodePoster() {
	const { t, i18n } = useTranslation('rewards')
	const { name, back, poster } = useLoaderData<typeof loader>()
	if (!poster) {
		return (
			<article className="counter-poster stack">
				<h1>{name}</h1>
				<p>{t('poster.off')}</p>
				<p>
					<Link to={back}>{t('poster.back')}</Link>
				</p>
			</article>
		)
	}
	return (
		<article className="counter-poster">
			<h1>{name}</h1>
			<p className="counter-poster__points">{t('poster.scan', { count: poster.points, formatted: formatCount(poster.points, i18n.language) })}</p>
			{/* Our own markup (qrcode's SVG with an escaped label), never user HTML. */}
			<div className="qr-code counter-poster__qr" dangerouslySetInnerHTML={{ __html: poster.qrCodeSvg }} />
			<p className="counter-poster__once">{poster.near ? t('poster.onceNear') : t('poster.once')}</p>
			<p className="counter-poster__address">
				<span>{t('poster.noCamera')}</span> <span className="counter-poster__url">{poster.address}</span>
			</p>
			<div className="button-row button-row--center counter-poster__actions">
				<PrintButton label={t('poster.print')} />
				<Link className="button button--ghost button--small" to={back}>
					{t('poster.back')}
				</Link>
			</div>
		</article>
	)
}
