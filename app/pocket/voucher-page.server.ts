import type { AppLoadContext } from '@remix-run/node'
import { isApiError } from '#app/api/errors.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { notFound } from '#app/routing/params.server.ts'
import { pocketApi } from './api.server.ts'
import { voucherQrCodeSvg } from './voucher-qr-code.server.ts'
import { myVoucherView } from './views.ts'

/** The API's "no such voucher of yours" (someone else's, an unknown or a malformed id) is the page's 404. */
const orMissing = (request: Request) => (error: unknown) => {
	throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
}

/** What a voucher's page shows (app/pocket/voucher-ticket.tsx): the voucher the person got, its QR code, and the page's meta. */
export async function myVoucherPage(request: Request, context: AppLoadContext, session: SessionData, id: string) {
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
