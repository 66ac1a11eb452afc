export { subscriptionRoutes } from './routes.ts'
export { applySubscriptionCharge, type SubscriptionPayments } from './billing.ts'
export { runRenewals } from './renewals.ts'
