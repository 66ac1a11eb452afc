export { businessAccountRoutes } from './routes.ts'
export { findBusinessUserAccess, requireBusinessUserGrant, listBusinessAccounts, listBusinessUserAccess, liveBusinessUser, noSuchBusinessUser, requireBusinessUser, requireBusinessUserAdmin, requireContentCreator, toBusinessUser, type BusinessUserAccess } from './service.ts'
