export { previewRoutes } from './routes.ts'
