export { accountRoutes } from './routes.ts'
export { isSignedOut } from './service.ts'
