import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderFacts, OrderLines, OrderStatus, OrderTimeline } from '#app/shop/order-details.tsx'
import { documentLinks } from '#app/shop/documents.ts'
import { OrderDocumentLinks } from '#app/shop/order-document-links.tsx'
import { salePath, salesPath } from '#app/shop/paths.ts'
import { intentOfReply, type SaleActionData } from '#app/shop/sales.ts'
import { saleActionBody, saleActionSchemaOf, type SaleActionIntent } from '#app/shop/sales-forms.ts'
import { orderView, type OrderView } from '#app/shop/views.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'

// The forms that take text hydrate after the page (ADR 0007): the form library is not part of the first load.
const MarkShippedForm = hydrateLater(() => import('#app/shop/sale-action-forms.tsx').then((m) => m.MarkShippedForm))
const CancelSaleConfirm = hydrateLater(() => import('#app/shop/sale-action-forms.tsx').then((m) => m.CancelSaleConfirm))

export const handle = { i18n: ['shop', 'sales'] }
export const meta = pageMeta

const saleParams = z.object({ id: z.uuid(), orderid: z.uuid() })

/** The order's actions a seller takes, in the order an order goes through them; the API says which are open now. */
const sellerActions = ['accept', 'markReady', 'markShipped', 'complete', 'cancelSale'] as const satisfies readonly SaleActionIntent[]

// After a post, the page is fetched again with GET (with or without JavaScript).
const seeOther = { status: 303 }

/**
 * /business-user/{id}/sale-screen/my-activities/{orderid}: one of the business user's orders as its staff
 * see it (docs/product.md#shop): the buyer, what they ordered and how it reaches them, what has happened,
 * and the buttons the order's state allows for someone granted Sales · Update (the API lists them).
 * Another business user's order, or none, is Page Not Found.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id, orderid } = parseParams(saleParams, params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, 'read')
	const [t, language, order] = await Promise.all([
		i18next.getFixedT(request, ['sales', 'shop']),
		i18next.getLocale(request),
		shopApi(request, context, session)
			.sale(id, orderid)
			.catch((error: unknown) => {
				throw isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-request') ? notFound(request) : error
			}),
	])
	return {
		meta: { title: t('shop:order.title', { number: order.number }), description: t('sale.description', { number: order.number, name: businessUser.name }) },
		salesHref: salesPath(id),
		order: orderView(order, language),
		documents: documentLinks(order, salePath(id, order.id)),
		actions: sellerActions.filter((action) => order.actions.includes(action)),
		canUpdate: holds(standingOf(businessUser), 'sale', 'update'),
	}
}

/**
 * An order's action: back to the order with a toast. "Cancel order" asks first (the reason typed so far
 * comes back with the question). A tracking number or reason that does not pass comes back with the
 * values and the errors; an order whose state moved meanwhile (409 `order_state`) is shown again as it is now.
 */
export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id, orderid } = parseParams(saleParams, params, request)
	const { session } = await requireSaleGrant(args, id, 'update')
	const form = await readForm(request)
	const t = await i18next.getFixedT(request, 'sales')
	const here = salePath(id, orderid)
	const intent = form.get('intent')
	const schema = saleActionSchemaOf(intent)
	if (!schema) return redirectWithError(here, t('errors.invalid'), seeOther)
	if (intent === 'cancelSale' && form.get('confirmed') !== 'yes') {
		const reason = form.get('reason')
		return data({ confirmCancel: { reason: typeof reason === 'string' ? reason : '' } } satisfies SaleActionData)
	}
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success') return data({ result: submission.reply() } satisfies SaleActionData, { status: 400 })
	const value = submission.value
	try {
		const order = await shopApi(request, context, session).actOnSale(id, orderid, saleActionBody(value))
		return redirectWithSuccess(here, t(order.status === 'refunded' ? 'done.refunded' : `done.${value.intent}`, { number: order.number }), seeOther)
	} catch (error) {
		// The API's outage: the form comes back with what was typed and the busy message (app/middleware/service-outages.ts).
		if (isApiError(error) && error.serviceOutage) throw error
		if (isApiError(error) && error.code === 'order_state') return redirectWithError(here, t('errors.orderState'), seeOther)
		const reason = failureReason(request, error)
		// What was typed is kept; a button alone has nothing to keep.
		if (value.intent === 'markShipped' || value.intent === 'cancelSale') {
			return data({ result: submission.reply({ formErrors: [reason] }) } satisfies SaleActionData, { status: isApiError(error) ? (error.status ?? 502) : 502 })
		}
		return redirectWithError(here, t(`errors.${reason}`), seeOther)
	}
}

export default function Sale() {
	const { t } = useTranslation('sales')
	const { order, salesHref, documents, actions, canUpdate } = useLoaderData<typeof loader>()
	return (
		<div className="sale stack">
			<p>
				<Link to={salesHref}>{t('sale.allSales')}</Link>
			</p>
			<header className="stack">
				<h1>{t('shop:order.title', { number: order.number })}</h1>
				<p className="sale__summary">
					<OrderStatus status={order.status} />
					<span className="muted">{t('shop:order.placedAt', { at: order.placedAt })}</span>
				</p>
			</header>

			<section className="card stack" aria-labelledby="sale-buyer">
				<h2 id="sale-buyer">{t('sale.buyer')}</h2>
				<p className="sale__buyer">{order.buyer ?? t('shop:order.walkIn')}</p>
				<OrderFacts order={order} callable />
			</section>

			<section className="stack" aria-labelledby="sale-items">
				<h2 id="sale-items">{t('sale.items')}</h2>
				<OrderLines order={order} />
			</section>

			{actions.length > 0 ? <SaleActions order={order} actions={actions} /> : canUpdate ? null : <p className="muted">{t('sale.readOnly')}</p>}

			<OrderTimeline order={order} />
			<OrderDocumentLinks links={documents} />
		</div>
	)
}

/** The buttons the order's state allows, each its own form (so each works without JavaScript). */
function SaleActions({ order, actions }: { order: OrderView; actions: readonly SaleActionIntent[] }) {
	const { t } = useTranslation('sales')
	const actionData = useActionData<SaleActionData>()
	const navigation = useNavigation()
	const replyIntent = intentOfReply(actionData?.result)
	// A one-button action's own failure (the API busy) has no form of its own to show it in.
	const stepErrors = replyIntent && replyIntent !== 'markShipped' && replyIntent !== 'cancelSale' ? (actionData?.result?.error?.[''] ?? undefined) : undefined
	const confirmingCancel = Boolean(actionData?.confirmCancel) || replyIntent === 'cancelSale'
	const steps = actions.filter((action) => action !== 'markShipped' && action !== 'cancelSale')
	return (
		<section className="card stack sale-actions" aria-labelledby="sale-actions">
			<h2 id="sale-actions">{t('sale.actions')}</h2>
			<FormError id="sale-actions-error" errors={stepErrors} namespace="sales" />
			{steps.length > 0 ? (
				<div className="button-row">
					{steps.map((action) => (
						<Form key={action} method="post">
							<Button type="submit" name="intent" value={action} aria-disabled={navigation.formData?.get('intent') === action || undefined}>
								{t(`action.${action}`)}
							</Button>
						</Form>
					))}
				</div>
			) : null}
			{actions.includes('markShipped') ? <MarkShippedForm /> : null}
			{actions.includes('cancelSale') ? (
				confirmingCancel ? (
					<CancelSaleConfirm number={order.number} reason={actionData?.confirmCancel?.reason} />
				) : (
					<Form method="post" className="sale-action stack">
						<input type="hidden" name="intent" value="cancelSale" />
						<div className="inline-form">
							<TextField label={t('action.reason')} hint={t('action.reasonHint')} inputProps={{ id: 'cancel-sale-reason', name: 'reason', type: 'text', autoComplete: 'off' }} />
							<Button type="submit" variant="danger">
								{t('action.cancelSale')}
							</Button>
						</div>
					</Form>
				)
			) : null}
		</section>
	)
}
