export { backOfficeRoutes } from './routes.ts'
