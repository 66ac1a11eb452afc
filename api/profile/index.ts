export { profileRoutes, profileSectionRoutes } from './routes.ts'
export { ensureProfile, accountPointColumns, toAccountPoint, findProfileByEmail, findPublicProfile, toProfile, updateProfile, type ProfileRow } from './service.ts'
