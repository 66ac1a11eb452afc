export { boardRoutes } from './routes.ts'
export { boardNews } from './service.ts'
