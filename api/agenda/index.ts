export { agendaRoutes } from './routes.ts'
