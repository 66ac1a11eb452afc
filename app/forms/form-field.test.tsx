import type { FieldMetadata, SubmissionResult } from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createTestI18n } from '#tests/support/i18n.ts'
import { FormField, type FieldSpec } from './form-field.tsx'
import { useValidatedForm } from './use-validated-form.ts'

// A form's fields as the server draws them (what a browser without JavaScript gets, and what hydrates):
// each tied to its label, hint and errors, holding what the person sent. And drawn without conform making
// its field metadata again for every attribute asked (patches/@conform-to+react+1.21.1.patch).

const fields: FieldSpec[] = [
	{ name: 'company' },
	{ name: 'email', type: 'email', hint: true },
	{ name: 'phone', type: 'tel' },
	{ name: 'about', type: 'textarea' },
	{ name: 'size', type: 'select', options: ['small', 'large'] },
	{ name: 'website' },
	{ name: 'address' },
	{ name: 'postcode', inputMode: 'numeric' },
]
const schema = z.object(Object.fromEntries(fields.map((field) => [field.name, z.string().optional()])))

// What the action answered: the person's input, and a message for one field.
const lastResult: SubmissionResult<string[]> = {
	status: 'error',
	initialValue: { company: 'Ari Bakery', email: 'not-an-email', size: 'large', about: 'Bread' },
	error: { email: ['email'] },
}

function TestForm() {
	const [form, meta] = useValidatedForm({ id: 'business-info', schema: async () => schema, required: ['company'], lastResult })
	const all = meta as unknown as Record<string, FieldMetadata<string>>
	return (
		<form id={form.id}>
			{fields.map((field) => (
				<FormField key={field.name} field={field} meta={all[field.name]!} label={`${field.name} label`} hint={field.hint ? `${field.name} hint` : undefined} optionLabel={(value) => `${value} option`} />
			))}
		</form>
	)
}

async function render() {
	const i18n = await createTestI18n('en')
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<TestForm />
		</I18nextProvider>,
	)
}

const RealProxy = globalThis.Proxy
afterEach(() => {
	globalThis.Proxy = RealProxy
})

describe('a form’s fields', () => {
	test('each is labelled, holds what was sent, and says what is wrong where it is wrong', async () => {
		const html = await render()
		expect(html).toMatch(/<label for="business-info-company">company label<\/label>/)
		expect(html).toMatch(/<input[^>]*id="business-info-company"[^>]*>/)
		const company = /<input[^>]*id="business-info-company"[^>]*>/.exec(html)![0]
		expect(company).toContain('name="company"')
		expect(company).toContain('value="Ari Bakery"')
		expect(company).toContain('required=""')
		expect(company).not.toContain('aria-invalid')
		const email = /<input[^>]*id="business-info-email"[^>]*>/.exec(html)![0]
		expect(email).toContain('type="email"')
		expect(email).toContain('value="not-an-email"')
		expect(email).toContain('aria-invalid="true"')
		expect(email).toContain('aria-describedby="business-info-email-hint business-info-email-error"')
		expect(html).toContain('id="business-info-email-hint"')
		expect(html).toContain('<ul id="business-info-email-error" class="field__errors"><li>The email label field must be a valid email</li></ul>')
		expect(html).toMatch(/<textarea[^>]*name="about"[^>]*>Bread<\/textarea>/)
		expect(html).toMatch(/<option value="large" selected="">large option<\/option>/)
		expect(/<input[^>]*id="business-info-postcode"[^>]*>/.exec(html)![0]).toContain('inputMode="numeric"')
	})

	test('conform makes a field’s metadata once per render, not once for each attribute asked', async () => {
		let made = 0
		globalThis.Proxy = new RealProxy(RealProxy, {
			construct(target, args: [object, ProxyHandler<object>]) {
				made += 1
				return new target(...args)
			},
		})
		await render()
		// The form's and each field's outer and inner metadata, and a few of conform's own: about three a
		// field. Made again for every attribute, it was more than ten a field.
		expect(made).toBeLessThanOrEqual(fields.length * 3 + 6)
	})
})
