export { communitySearchColumns, contentSearchColumns, indexOutOfDate } from './indexing.ts'
export { parseQuery } from './service.ts'
export { searchRoutes } from './routes.ts'
export { SEARCH_VERSION } from './words.ts'
