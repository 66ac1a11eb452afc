import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { supportedLanguages } from '#app/i18n/config.ts'

// Every visible string lives in locales/{en,th}; these tests fail when either language misses a key.
const root = new URL('../..', import.meta.url).pathname
const localesDir = join(root, 'locales')

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
	const keys = new Map<string, string>()
	for (const [key, value] of Object.entries(tree)) {
		const path = prefix ? `${prefix}.${key}` : key
		if (typeof value === 'string') keys.set(path, value)
		else for (const [nested, text] of flatten(value, path)) keys.set(nested, text)
	}
	return keys
}

function namespaces(language: string) {
	return readdirSync(join(localesDir, language))
		.filter((file) => file.endsWith('.json'))
		.map((file) => file.replace(/\.json$/, ''))
		.sort()
}

function load(language: string, namespace: string) {
	return flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree)
}

describe('locales', () => {
	test('both languages have the same namespaces', () => {
		expect(namespaces('th')).toEqual(namespaces('en'))
	})

	for (const namespace of namespaces('en')) {
		test(`${namespace}: every key exists in every language, none empty`, () => {
			const english = [...load('en', namespace).keys()].sort()
			for (const language of supportedLanguages) {
				const texts = load(language, namespace)
				expect([...texts.keys()].sort(), `${language}/${namespace}.json`).toEqual(english)
				for (const [key, text] of texts) expect(text.trim(), `${language}/${namespace}.json ${key}`).not.toBe('')
			}
		})

		test(`${namespace}: the same interpolations in every language`, () => {
			const english = load('en', namespace)
			const thai = load('th', namespace)
			const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
			for (const [key, text] of english) expect(variables(thai.get(key) ?? ''), key).toEqual(variables(text))
		})
	}
})

// Literal keys used in the code: t('key'), t('ns:key'), useTranslation('ns') + t('key').
describe('keys used in the code', () => {
	const files = listSourceFiles(join(root, 'app')).filter((file) => !/\.test\.tsx?$/.test(file))

	test('every literal key exists in English and Thai', () => {
		const missing: string[] = []
		for (const file of files) {
			const source = readFileSync(file, 'utf8')
			// The file's namespace: useTranslation('ns'), getFixedT(request, 'ns'), or a `t` received as `TFunction<'ns'>`.
			const namespace = /(?:useTranslation\(\s*|getFixedT\(\s*[\w.]+\s*,\s*|TFunction<)'([\w-]+)'/.exec(source)?.[1] ?? 'common'
			for (const match of source.matchAll(/\bt\(\s*'([\w.:-]+)'(\s*,\s*\{[^}]*\bns:)?/g)) {
				if (match[2]) continue // the namespace is chosen at run time
				const [ns, key] = match[1]!.includes(':') ? match[1]!.split(':') : [namespace, match[1]!]
				for (const language of supportedLanguages) {
					// A key with a count is its plural forms (i18next's key_one, key_other).
					const texts = load(language, ns!)
					if (!texts.has(key!) && !texts.has(`${key}_other`)) missing.push(`${relative(root, file)}: ${language}/${ns}.json ${key}`)
				}
			}
		}
		expect(missing).toEqual([])
	})
})

function listSourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) return listSourceFiles(path)
		return /\.tsx?$/.test(entry.name) ? [path] : []
	})
}
