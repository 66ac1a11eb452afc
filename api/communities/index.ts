export { activeRoleIn, moderates, type CommunityRole } from './membership.ts'
