import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { newPasswordSchemaFor } from '#app/auth/new-password-form.ts'
import { isSchema, stringFields } from '#contracts/testing/string-fields.ts'
import { aboutPageField } from '#app/feedback/forms.ts'
import { idempotencyKeyField } from './idempotency-key.ts'

// Every text field of every form follows the API's text rule (contracts/text.ts, with the web's
// messages in validation/rules.ts), found by walking the forms' schemas: a new form or field is checked
// the day it is added. Form schemas live in each area's forms.ts and in the auth area's *-form.ts.
const appDirectory = new URL('../', import.meta.url)
const formModules = readdirSync(appDirectory, { recursive: true, encoding: 'utf8' }).filter(
	(file) => /(^|\/)forms\.ts$|-form\.ts$|(^|\/)profile-fields\.ts$/.test(file) && !file.includes('/routes/'),
)
const forms: Array<{ name: string; schema: z.ZodType }> = [
	{ name: 'auth/new-password-form.newPasswordSchemaFor(every attribute)', schema: newPasswordSchemaFor(['email', 'phone_number', 'birthdate', 'name']) },
]
for (const file of formModules) {
	const exported = (await import(new URL(file, appDirectory).href)) as Record<string, unknown>
	for (const [name, value] of Object.entries(exported)) if (isSchema(value)) forms.push({ name: `${file.replace('.ts', '')}.${name}`, schema: value })
}
const allFields = forms.flatMap(({ name, schema }) => stringFields(schema).map((field) => ({ name: `${name}: ${field.path}`, schema: field.schema })))
// A create form's idempotency key is not text the person writes: a spoilt one is dropped, never kept (below).
// So is the page a feedback is about, taken from the address: a spoilt one is dropped too.
const keyFields = allFields.filter((field) => field.schema === idempotencyKeyField)
const fields = allFields.filter((field) => field.schema !== idempotencyKeyField && field.schema !== aboutPageField)

const refused = {
	NUL: 'Siam\u0000Square',
	'a C0 control': 'Siam\u0007Square',
	'an escape sequence': 'Siam\u001b[2JSquare',
	'a C1 control': 'Siam\u0085Square',
	DEL: 'Siam\u007fSquare',
	'an unpaired surrogate': 'Siam\ud83dSquare',
}

describe('every text field of every form follows the text rule', () => {
	test('the forms are found', () => {
		expect(forms.map(({ name }) => name)).toEqual(
			expect.arrayContaining(['account/forms.updateAccountSchema', 'profile/forms.workSchema', 'business-user/forms.storySchema', 'auth/sign-up-form.signUpSchema']),
		)
		expect(fields.length).toBeGreaterThanOrEqual(60)
	})

	test.each(fields)('$name', ({ schema }) => {
		for (const [what, value] of Object.entries(refused)) expect(schema.safeParse(value).success, what).toBe(false)
	})

	test('the idempotency key of every create form drops such a value: the send goes without a key', () => {
		expect(keyFields.length).toBeGreaterThanOrEqual(7)
		for (const [what, value] of Object.entries(refused)) expect(idempotencyKeyField.parse(value), what).toBeUndefined()
	})

	test('the page a feedback is about drops such a value: the feedback goes without it', () => {
		for (const [what, value] of Object.entries(refused)) expect(aboutPageField.parse(`/around-me${value}`), what).toBeUndefined()
		expect(aboutPageField.parse('/around-me?tab=map')).toBe('/around-me?tab=map')
	})
})
