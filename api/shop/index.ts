export { shopRoutes } from './routes.ts'
