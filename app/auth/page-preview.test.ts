import { describe, expect, test } from 'vitest'
import { previewTargetOf } from './page-preview.ts'

// Which shareable page a back path is (docs/product.md#page-previews).

const id = '3f1e6c1a-6a43-4c3e-9d4e-2b0d1b6f2a11'
const item = '9b2d7e4c-1a5f-4c8e-b3d2-6f7a8e9c0d1b'

describe('previewTargetOf', () => {
	test.each([
		[`/profiles/${id}`, { type: 'person', id }],
		[`/profiles/${id}-qr-code-bio`, { type: 'person', id }],
		[`/profiles/${id}/additional-content?tab=2`, { type: 'person', id }],
		[`/business-user/${id}`, { type: 'business-user', id }],
		[`/business-user/${id}/qr-code-bio`, { type: 'business-user', id }],
		[`/business-user/${id}/information`, { type: 'business-user', id }],
		[`/business-user/${id}/event/around-here?near=13.7,100.5`, { type: 'business-user', id }],
		[`/business-user/${id}/ebook`, { type: 'business-user', id }],
		[`/business-user/${id}/catalogue/${item}`, { type: 'catalogue', id: item, businessUserId: id }],
		[`/business-user/${id}/story/${item}`, { type: 'story', id: item, businessUserId: id }],
		[`/business-user/${id}/ebook/${item}`, { type: 'ebook', id: item, businessUserId: id }],
		[`/around-me/events/${item}?place=bangkok-pathum-wan`, { type: 'event', id: item }],
		[`/around-me/new-room/${item}`, { type: 'new_room', id: item }],
		[`/around-me/story/${item}`, { type: 'story', id: item }],
		[`/collections/${id}`, { type: 'collection', id }],
	])('%s', (path, target) => {
		expect(previewTargetOf(path)).toEqual(target)
	})

	test.each([
		undefined,
		'',
		'/account',
		'/feed',
		'/collections',
		'/my-collection',
		'/around-me',
		'/around-me/events/create',
		`/around-me/events/${item}/edit`,
		`/profiles/${id}/form/overview`,
		`/business-user/${id}/form/link`,
		`/business-user/${id}/login`,
		`/business-user/${id}/story/share`,
		`/business-user/${id}/sale-screen/my-activities`,
		'/profiles/not-a-uuid',
		`/business-user/${id}/catalogue/not-a-uuid`,
		'//evil.example/profiles/x',
		'/%E0%A4%A',
	])('%s is no shareable page', (path) => {
		expect(previewTargetOf(path)).toBeNull()
	})
})
