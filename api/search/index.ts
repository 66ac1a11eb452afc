export { contentSearchColumns, indexOutOfDate } from './indexing.ts'
export { searchRoutes } from './routes.ts'
export { SEARCH_VERSION } from './words.ts'
