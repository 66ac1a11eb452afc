// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { openDatabase } from './client.ts'

const handle = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.API_DATA_DIR || '.data/api-db' })
await handle.migrate()
await handle.close()
console.log(JSON.stringify({ service: 'api', msg: 'migrations applied', database: handle.kind }))
