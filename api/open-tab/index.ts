export { openTabRoutes } from './routes.ts'
