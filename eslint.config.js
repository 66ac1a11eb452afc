import { existsSync, readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import i18next from 'eslint-plugin-i18next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The API's areas: a folder of api/ with an index.ts, its one door (docs/decisions/0019-structure.md).
const apiEntries = readdirSync('api', { withFileTypes: true })
const apiAreas = apiEntries.filter((entry) => entry.isDirectory() && existsSync(`api/${entry.name}/index.ts`)).map((entry) => entry.name)
// The web's areas: a folder of app/ with a routes.ts. Another area reaches one's API calls only through its
// door, api.server.ts; its other server modules are its own. Signing in (app/auth: guards, the session)
// is every page's, not an area's to keep.
const webAreas = readdirSync('app', { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(`app/${entry.name}/routes.ts`))
	.map((entry) => entry.name)

export default tseslint.config(
	{ ignores: ['build/', 'server-build/', 'node_modules/', 'playwright-report/', 'test-results/', '.data/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	{
		files: ['app/**/*.tsx'],
		plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
		rules: {
			...reactHooks.configs.recommended.rules,
			...jsxA11y.flatConfigs.recommended.rules,
			// Every visible string comes from locales/{en,th}: no literal text in JSX.
			'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
		},
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		rules: {
			// An unreadable body must be a 400, not a 500: actions read their form through readForm().
			'no-restricted-syntax': [
				'error',
				{
					selector: "CallExpression[callee.property.name='formData'][callee.object.name=/^(request|req)$/]",
					message: 'Read the form with readForm(request) from app/forms/read-form.server.ts (a broken body is a 400, not a 500).',
				},
				{
					selector: "JSXOpeningElement[name.name='textarea']",
					message: 'Use TextArea from app/components/ui/text-area.tsx: it keeps what was typed before hydration.',
				},
				{
					selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
					message: 'Use numberFormat or dateTimeFormat from app/i18n/formats.ts: a new Intl format on every render is slow.',
				},
			],
		},
	},
	{
		// The architecture's boundaries (docs/decisions/0019-structure.md): the web (app/, server/) and the
		// product API (api/) meet only in contracts/, which stands on its own.
		files: ['**/*.{ts,tsx,js,mjs}'],
		plugins: { 'import-x': importX },
		settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: [
						{ target: ['./app', './server'], from: './api', message: 'The web reaches the product API over HTTP (app/api/client.server.ts), never by importing it.' },
						{ target: './api', from: './app', message: 'The API never imports web code: share it through contracts/.' },
						{ target: './server', from: './app', message: 'server/ is process plumbing the web and the API both use; the web’s middleware lives in app/middleware/.' },
						{ target: './contracts', from: ['./app', './api', './server'], message: 'contracts/ is shared by the web and the API and imports neither.' },
						// Anything outside an API area (another area, the app, the harness) uses it through its index.ts.
						...apiAreas.map((area) => ({
							target: apiEntries.filter((entry) => entry.name !== area).map((entry) => `./api/${entry.name}`),
							from: `./api/${area}`,
							except: ['./index.ts'],
							message: `Use api/${area} through its door, api/${area}/index.ts.`,
						})),
					],
				},
			],
		},
	},
	{
		// A page asks its area's API module (app/<area>/api.server.ts), never the raw client: one hop from
		// the page to its calls, each typed with its contract (docs/decisions/0019-structure.md).
		files: ['app/routes/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: ['#app/api/product-api.server.ts', '#app/api/client.server.ts'].map((name) => ({
						name,
						message: "Call the API through the area's module (app/<area>/api.server.ts).",
					})),
				},
			],
		},
	},
	...webAreas.map((area) => ({
		files: [`app/${area}/**/*.{ts,tsx}`],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: webAreas
						.filter((other) => other !== area && other !== 'auth')
						.map((other) => ({
							regex: `^#app/${other}/(?!api\\.server\\.ts$).*\\.server(\\.tsx?)?$`,
							message: `Use app/${other}'s API calls through its door, app/${other}/api.server.ts.`,
						})),
				},
			],
		},
	})),
	{
		files: ['**/*.test.{ts,tsx}', 'tests/**'],
		// vi.mock's importOriginal<typeof import('...')>() is the documented way to type a partial mock.
		rules: { 'i18next/no-literal-string': 'off', '@typescript-eslint/consistent-type-imports': 'off' },
	},
)
