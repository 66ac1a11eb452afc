import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { pictureFailureMessage } from './pictures.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import { PictureInput, type PictureInputProps } from './picture-input.tsx'

// What the uploader is before any script runs: what a browser without JavaScript gets, and what the
// page hydrates. A picture kept from before is shown and carried, and said to wait for the form when it
// is not the one saved; a failure says why, in both languages.

const kept = '/media/0123456789abcdef0123456789abcdef-960.webp'

async function render(props: Partial<PictureInputProps> = {}, lng: 'en' | 'th' = 'en') {
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<PictureInput id="work-picture" name="imageUrl" defaultValue="" purpose="content" label="Picture" hint="Optional." alt="Picture for this entry" removable {...props} />
		</I18nextProvider>,
	)
}

const attributesOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? ''

describe('the picture uploader', () => {
	test('a labelled file input described by its hint, in a form of its own fields; no address to type', async () => {
		const html = await render()
		expect(html).toContain('<label for="work-picture">Picture</label>')
		const file = attributesOf(html, /<input[^>]*type="file"[^>]*>/)
		expect(file).toContain('id="work-picture"')
		expect(file).toContain('name="files.imageUrl"')
		expect(file).toContain('accept="image/jpeg,image/png,image/webp,image/avif"')
		expect(file).toContain('aria-describedby="work-picture-hint"')
		expect(html).toContain('<input type="hidden" name="imageUrl" value=""/>')
		expect(html).not.toMatch(/type="(text|url)"/)
		// Nothing to remove yet, nothing to show.
		expect(html).not.toContain('remove.imageUrl')
		expect(html).not.toContain('<img')
	})

	test('a picture kept from before (a failed save) is shown with its alt text, carried, and can be removed', async () => {
		const html = await render({ defaultValue: kept })
		expect(html).toContain(`<input type="hidden" name="imageUrl" value="${kept}"/>`)
		expect(attributesOf(html, /<img[^>]*>/)).toContain(`src="${kept}"`)
		expect(attributesOf(html, /<img[^>]*>/)).toContain('alt="Picture for this entry"')
		expect(html).toMatch(/<input type="checkbox" name="remove.imageUrl"\/>Remove picture/)
	})

	test('a picture uploaded and not saved yet (a failed save kept it) says so, in English and Thai, and the input points to it', async () => {
		for (const [lng, text] of [
			['en', 'Uploaded and kept: it will be saved with the form.'],
			['th', 'อัปโหลดแล้วและเก็บไว้ให้ จะถูกบันทึกพร้อมกับแบบฟอร์มนี้'],
		] as const) {
			const html = await render({ defaultValue: kept, saved: '' }, lng)
			expect(html).toContain(`<p id="work-picture-pending" class="upload-pending">${text}</p>`)
			expect(attributesOf(html, /<input[^>]*type="file"[^>]*>/)).toContain('aria-describedby="work-picture-hint work-picture-pending"')
			expect(html).toMatch(/<input type="checkbox" name="remove.imageUrl"\/>/)
		}
	})

	test('the picture saved is shown without that word; so is a new one kept in place of another', async () => {
		expect(await render({ defaultValue: kept, saved: kept })).not.toContain('upload-pending')
		const replacing = await render({ defaultValue: kept, saved: '/media/fedcba9876543210fedcba9876543210-960.webp' })
		expect(replacing).toContain('Uploaded and kept')
		expect(attributesOf(replacing, /<img[^>]*>/)).toContain(`src="${kept}"`)
	})

	test("an avatar's and a cover's uploader: an anchor each, previews in their own shape", async () => {
		const avatar = await render({ purpose: 'avatar', defaultValue: kept, saved: kept })
		expect(avatar).toContain('<div id="picture-avatar" class="field picture-input picture-input--avatar">')
		expect(attributesOf(avatar, /<img[^>]*>/)).toContain('width="96" height="96"')
		// Each says what it removes: the two are on one form.
		expect(avatar).toMatch(/name="remove.imageUrl"\/>Remove profile picture</)
		expect(await render({ purpose: 'cover', defaultValue: kept })).toMatch(/name="remove.imageUrl"\/>Remove cover</)
		const cover = await render({ purpose: 'cover', defaultValue: '', none: 'No cover yet.' })
		expect(cover).toContain('<div id="picture-cover" class="field picture-input picture-input--cover">')
		expect(cover).toContain('No cover yet.')
		expect(await render()).toContain('<div class="field picture-input picture-input--content">')
	})

	test.each([
		['tooLarge', 'The picture is larger than 10 MB.', 'รูปมีขนาดเกิน 10 MB'],
		['notImage', 'This file is not a picture we can use: choose a JPEG, PNG, WebP or AVIF.', 'ไฟล์นี้ไม่ใช่รูปที่ใช้ได้ กรุณาเลือก JPEG, PNG, WebP หรือ AVIF'],
		['tooMany', 'Too many uploads for now: please try again later.', 'อัปโหลดบ่อยเกินไป กรุณาลองใหม่ภายหลัง'],
		['unavailable', 'We could not upload right now. Please try again.', 'ไม่สามารถอัปโหลดได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง'],
	] as const)('an upload that failed (%s) says why, tied to the input, in English and Thai', async (failure, english, thai) => {
		for (const [lng, text] of [['en', english], ['th', thai]] as const) {
			const html = await render({ errors: [pictureFailureMessage(failure)] }, lng)
			const file = attributesOf(html, /<input[^>]*type="file"[^>]*>/)
			expect(file).toContain('aria-invalid="true"')
			expect(file).toContain('aria-describedby="work-picture-hint work-picture-error"')
			expect(html).toContain(`<ul id="work-picture-error" class="field__errors" role="alert"><li>${text}</li></ul>`)
		}
	})

	test("the field's own rule (a value that is not one of our pictures) reads like any field's", async () => {
		const html = await render({ errors: [encodeMessage('default')] })
		expect(html).toContain('<li>Picture is not valid.</li>')
	})
})
