export { notificationRoutes } from './routes.ts'
export { markSeen, markSeenAbout, notify, toNotifications, unseenQuery } from './service.ts'
