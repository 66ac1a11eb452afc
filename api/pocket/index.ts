export { pocketRoutes } from './routes.ts'
export { defaultPocketSettings, type PocketSettings } from './service.ts'
export { expireDueLots } from './ledger.ts'
export { seedDemoPocket } from './demo.ts'
