import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

// Every area has the same shape (docs/decisions/0019-structure.md): whoever knows one knows them all.

const root = new URL('../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const folders = (path: string) =>
	readdirSync(new URL(path, root), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)

/** Folders of api/ that belong to no area (docs/decisions/0019-structure.md): used directly, by file. */
const apiShared = ['auth', 'db', 'events', 'http', 'owners', 'payments', 'testing']
const apiAreas = folders('api/').filter((name) => !apiShared.includes(name))

describe('the API', () => {
	test('has no layer folders: everything is an area or shared', () => {
		expect(existsSync(new URL('api/routes', root))).toBe(false)
		expect(existsSync(new URL('api/services', root))).toBe(false)
		expect(apiAreas.length).toBeGreaterThanOrEqual(12)
	})

	test.each(apiAreas)('%s has routes.ts, service.ts, its test and index.ts', (area) => {
		for (const file of ['routes.ts', 'service.ts', `${area}.test.ts`, 'index.ts']) {
			expect(existsSync(new URL(`api/${area}/${file}`, root)), `api/${area}/${file}`).toBe(true)
		}
	})

	test('every area is registered in api/app.ts through its door', () => {
		const app = read('api/app.ts')
		for (const area of apiAreas) {
			expect(app, area).toContain(`from '#api/${area}/index.ts'`)
			expect(app, area).not.toMatch(new RegExp(`from '#api/${area}/(?!index\\.ts')`))
		}
	})

	test('the linter knows each area’s door (a new area is covered once it has an index.ts)', () => {
		expect(read('eslint.config.js')).toContain('existsSync(`api/${entry.name}/index.ts`)')
	})
})

describe('the web', () => {
	const webAreas = [...read('app/routes.ts').matchAll(/from '\.\/([a-z-]+)\/routes\.ts'/g)].map((match) => match[1]!)

	test.each(webAreas)('%s lists its pages in its routes.ts, and each page is there', (area) => {
		expect(existsSync(new URL(`app/${area}/routes.ts`, root))).toBe(true)
		const pages = [...read(`app/${area}/routes.ts`).matchAll(/'(routes\/[^']+\.tsx?)'/g)].map((match) => match[1]!)
		expect(pages.length).toBeGreaterThan(0)
		for (const page of pages) expect(existsSync(new URL(`app/${page}`, root)), page).toBe(true)
	})
})
