import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes a new SQL migration after api/db/schema.ts changes.
export default defineConfig({
	dialect: 'postgresql',
	schema: './api/db/schema.ts',
	out: './api/db/migrations',
})
