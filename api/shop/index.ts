export { shopRoutes } from './routes.ts'
export { cartItemCount } from './service.ts'
export { expireUnpaidOrders, type ShopSettings } from './orders.ts'
export { issueTaxInvoice } from './documents.ts'
