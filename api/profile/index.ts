export { profileRoutes, profileSectionRoutes } from './routes.ts'
export { ensureProfile, findAccountPoint, findProfileByEmail, findPublicProfile, toProfile, updateProfile, type ProfileRow } from './service.ts'
