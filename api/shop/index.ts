export { shopRoutes } from './routes.ts'
export { cartItemCount } from './service.ts'
