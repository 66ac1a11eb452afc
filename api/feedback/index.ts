export { feedbackRoutes } from './routes.ts'
export { feedbackOperatorRoutes } from './back-office.ts'
