export { collectionRoutes } from './routes.ts'
export { readCollection } from './service.ts'
