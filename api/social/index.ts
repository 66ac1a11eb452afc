export { entriesOf } from './entries.ts'
export { socialRoutes } from './routes.ts'
export { accountCards, byFollowed, followState, followedOwners, forEachOwnerColumn } from './service.ts'
export { refreshTrending } from './trending.ts'
