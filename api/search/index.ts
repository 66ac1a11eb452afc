export { communitySearchColumns, contentSearchColumns, indexOutOfDate } from './indexing.ts'
export { byIndexOrder, byTextIndex, parseQuery, planned } from './service.ts'
export { searchRoutes } from './routes.ts'
export { SEARCH_VERSION } from './words.ts'
