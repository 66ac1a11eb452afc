import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { isSchema, stringFields } from './testing/string-fields.ts'

// Every input schema in contracts/ holds each of its text fields to the text rule (text.ts), found by
// walking the schemas, so a new schema or field cannot forget it. Input schemas are named for what they
// do (put…, create…, update…, add…, set…, find…, upload…Schema); the building blocks the API reads on
// their own (a query parameter) are listed.
const INPUT_NAME = /^(put|create|update|add|set|find|upload)[A-Z]\w*Schema$/
const readAlone = new Set(['storedImageUrlSchema', 'contactFieldsSchema', 'linkInputSchema'])

const directory = new URL('.', import.meta.url)
const modules = readdirSync(directory).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
const inputs: Array<{ name: string; schema: z.ZodType }> = []
for (const file of modules) {
	const exported = (await import(new URL(file, directory).href)) as Record<string, unknown>
	for (const [name, value] of Object.entries(exported)) {
		if (isSchema(value) && (INPUT_NAME.test(name) || readAlone.has(name))) inputs.push({ name: `${file.replace('.ts', '')}.${name}`, schema: value })
	}
}
// Every content kind's create and update (content/registry.ts), and the `near` query parameter.
const { contentKinds } = await import('./content/registry.ts')
for (const [kind, definition] of Object.entries(contentKinds)) {
	inputs.push({ name: `content/${kind}.create`, schema: definition.create }, { name: `content/${kind}.update`, schema: definition.update })
}
inputs.push({ name: 'content/geo.nearSchema', schema: (await import('./content/geo.ts')).nearSchema })
const fields = inputs.flatMap(({ name, schema }) => stringFields(schema).map((field) => ({ name: `${name}: ${field.path}`, schema: field.schema })))

const refused = {
	NUL: 'Siam\u0000Square',
	'a C0 control': 'Siam\u0007Square',
	'an escape sequence': 'Siam\u001b[2JSquare',
	'a C1 control': 'Siam\u0085Square',
	'DEL': 'Siam\u007fSquare',
	'an unpaired surrogate': 'Siam\ud83dSquare',
}

describe('every text field of every input schema follows the text rule', () => {
	test('the input schemas are found', () => {
		expect(inputs.length).toBeGreaterThanOrEqual(20)
		expect(inputs.map(({ name }) => name)).toEqual(
			expect.arrayContaining(['profile.updateProfileSchema', 'content/work.create', 'content/story.create', 'content/event.update', 'business.createBusinessUserSchema']),
		)
		expect(fields.length).toBeGreaterThanOrEqual(50)
	})

	test.each(fields)('$name', ({ schema }) => {
		for (const [what, value] of Object.entries(refused)) expect(schema.safeParse(value).success, what).toBe(false)
	})
})
