export { accountRoutes } from './routes.ts'
export { isSignedOut } from './service.ts'
export { signInChecks, type SignInChecks } from './sign-in-checks.ts'
