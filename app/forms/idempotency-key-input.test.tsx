import type { SubmissionResult } from '@conform-to/react'
import { createRemixStub } from '@remix-run/testing'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { storyFields } from '#app/business-user/form-fields.ts'
import { CreateBusinessAccountForm } from '#app/business-account/create-business-account-form.tsx'
import { CreateBusinessUserForm } from '#app/business-account/create-business-user-form.tsx'
import { createTestI18n } from '#tests/support/i18n.ts'
import { EditForm } from './edit-form.tsx'

// A create form as the server renders it, which is what a browser without JavaScript gets: the
// loader's idempotency key when the form is shown afresh, and the key the action sent back (with the
// person's input) after a failed send, even though the loader made a new one for that render.

const fromLoader = '11111111-2222-4333-8444-555555555555'
const sentBefore = '99999999-8888-4777-8666-555555555555'
const schema = () => import('#app/business-user/forms.ts').then((m) => m.storySchema)

async function render(Component: ComponentType, actionData?: { result: SubmissionResult<string[]> }) {
	const Stub = createRemixStub([{ id: 'page', path: '/create', Component, action: () => null }])
	const i18n = await createTestI18n('en')
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<Stub initialEntries={['/create']} hydrationData={{ loaderData: { page: null }, actionData: actionData ? { page: actionData } : undefined }} />
		</I18nextProvider>,
	)
}

const failed = (values: Record<string, string>): { result: SubmissionResult<string[]> } => ({ result: { status: 'error', initialValue: values, error: { '': ['unavailable'] } } })
const keysIn = (html: string) => [...html.matchAll(/<input type="hidden" name="idempotencyKey" value="([^"]*)"\/>/g)].map((match) => match[1])

const Story = () => <EditForm id="story" namespace="business-user" labels="forms.story" fields={storyFields} schema={schema} defaultValue={{ title: '', body: '', imageUrl: '' }} cancelTo="/" idempotencyKey={fromLoader} />

describe('the idempotency key of a create form', () => {
	test('shown afresh: the loader’s key, once', async () => {
		expect(keysIn(await render(Story))).toEqual([fromLoader])
		expect(keysIn(await render(() => <CreateBusinessAccountForm idempotencyKey={fromLoader} />))).toEqual([fromLoader])
		expect(keysIn(await render(() => <CreateBusinessUserForm accountId={fromLoader} cancelTo="/" idempotencyKey={fromLoader} />))).toEqual([fromLoader])
	})

	test('after a failed send: the key the action sent back, with the person’s input', async () => {
		const html = await render(Story, failed({ title: 'New beans', body: 'From Chiang Mai', idempotencyKey: sentBefore }))
		expect(keysIn(html)).toEqual([sentBefore])
		expect(html).toContain('value="New beans"')
		expect(html).toContain('We could not save right now')
		expect(keysIn(await render(() => <CreateBusinessAccountForm idempotencyKey={fromLoader} />, failed({ name: 'Siam Coffee', idempotencyKey: sentBefore })))).toEqual([sentBefore])
	})

	test('the message when the key was sent before with other input', async () => {
		const html = await render(Story, { result: { status: 'error', initialValue: { title: 'New beans', idempotencyKey: sentBefore }, error: { '': ['alreadySent'] } } })
		expect(html).toContain('This form had already been sent.')
	})

	test('an edit form has none', async () => {
		const Edit = () => <EditForm id="story" namespace="business-user" labels="forms.story" fields={storyFields} schema={schema} defaultValue={{ title: 'Old', body: '', imageUrl: '' }} cancelTo="/" />
		expect(keysIn(await render(Edit))).toEqual([])
	})
})
