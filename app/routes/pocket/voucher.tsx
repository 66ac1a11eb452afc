import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Card } from '#app/components/ui/card.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pocketApi } from '#app/pocket/api.server.ts'
import { myPocketPath } from '#app/pocket/paths.ts'
import { VoucherStateTag } from '#app/pocket/voucher-list.tsx'
import { voucherQrCodeSvg } from '#app/pocket/voucher-qr-code.server.ts'
import { myVoucherView } from '#app/pocket/views.ts'
import { notFound, parseParams } from '#app/routing/params.server.ts'

export const handle = { i18n: ['pocket'] }
export const meta = pageMeta

/** The segment after /account/my-pocket/ (app/pocket/routes.ts): `voucher-{id}`; anything else is no page. */
const params = z.object({ voucher: z.string().regex(/^voucher-[\w-]{1,100}$/).transform((segment) => segment.slice('voucher-'.length)) })

/** The API's "no such voucher of yours" (someone else's, an unknown or a malformed id) is this page's 404. */
const orMissing = (request: Request) => (error: unknown) => {
	throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
}

/**
 * /account/my-pocket/voucher-{id} (docs/product.md#pocket): a voucher the person got, to show at the
 * business: its QR code and its code as text (staff scan one or type the other), its state, its last day,
 * its business and what it is worth.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { voucher: id } = parseParams(params, args.params, request)
	const [t, language, voucher] = await Promise.all([
		i18next.getFixedT(request, 'pocket'),
		i18next.getLocale(request),
		pocketApi(request, context, session).myVoucher(id).catch(orMissing(request)),
	])
	return {
		meta: { title: voucher.title, description: t('voucher.description', { name: voucher.businessUser.name }) },
		voucher: myVoucherView(voucher, language),
		qrCodeSvg: await voucherQrCodeSvg(voucher.code, { label: t('voucher.qrCode') }),
	}
}

export default function MyVoucher() {
	const { t } = useTranslation('pocket')
	const { voucher, qrCodeSvg } = useLoaderData<typeof loader>()
	return (
		<div className="stack pocket-page">
			<p>
				<Link to={myPocketPath}>{t('voucher.myPocket')}</Link>
			</p>
			<Card className={`pocket-ticket pocket-ticket--${voucher.state}`} aria-labelledby="voucher-title">
				<div className="pocket-ticket__head">
					<p className="muted pocket-ticket__business">{voucher.businessUser}</p>
					<h1 id="voucher-title">{voucher.title}</h1>
					<VoucherStateTag state={voucher.state} />
				</div>
				{voucher.description ? <p>{voucher.description}</p> : null}
				<div className="pocket-ticket__code">
					{/* Made on the server (app/pocket/voucher-qr-code.server.ts): role="img" and its name are in the markup. */}
					<div className="qr-code pocket-ticket__qr" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
					<p className="pocket-ticket__code-text">
						<span className="muted">{t('voucher.code')}</span>
						{/* The letters themselves for staff to type; the spaces between groups are only for reading. */}
						<code className="pocket-code">
							{voucher.groupedCode.split(' ').map((group, index) => (
								<span key={index}>{group}</span>
							))}
						</code>
						<span className="muted">{t('voucher.codeHint')}</span>
					</p>
				</div>
				<dl className="pocket-facts">
					<div>
						<dt>{t('voucher.value')}</dt>
						<dd>{voucher.value}</dd>
					</div>
					<div>
						<dt>{t('voucher.validUntil')}</dt>
						<dd>{voucher.validUntil}</dd>
					</div>
					{voucher.usedAt ? (
						<div>
							<dt>{t('voucher.usedAt')}</dt>
							<dd>{voucher.usedAt}</dd>
						</div>
					) : null}
					<div className="pocket-facts__wide">
						<dt>{t('voucher.business')}</dt>
						<dd>{voucher.businessUser}</dd>
					</div>
				</dl>
			</Card>
		</div>
	)
}
