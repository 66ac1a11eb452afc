export { businessUserRoutes } from './routes.ts'
export { buildBusinessUserPage } from './service.ts'
