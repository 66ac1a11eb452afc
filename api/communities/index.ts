export { activeRoleIn, moderates, type CommunityRole } from './membership.ts'
export { communityRoutes } from './routes.ts'
export { communitiesMatching, communityCards } from './service.ts'
