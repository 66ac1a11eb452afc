export { chatRoutes, type ChatDeps } from './routes.ts'
export { chatUnreadTotal, ownUnreadQuery, defaultChatSettings, type ChatSettings } from './service.ts'
export { createChatHub, type ChatHub } from './stream.ts'
export { listReports, resolveReport } from './reports.ts'
