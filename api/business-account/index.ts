export { businessAccountRoutes } from './routes.ts'
export { accessFromJson, accessListQuery, accountsFromJson, accountsListQuery, findBusinessUserAccess, requireBusinessUserGrant, listBusinessAccounts, listBusinessUserAccess, liveBusinessUser, noSuchBusinessUser, requireBusinessUser, requireBusinessUserAdmin, requireContentCreator, toBusinessUser, type BusinessUserAccess } from './service.ts'
