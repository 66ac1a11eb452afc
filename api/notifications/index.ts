export { notificationRoutes } from './routes.ts'
export { listUnseen, markSeen, markSeenAbout, notify } from './service.ts'
