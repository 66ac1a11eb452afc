import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import { createTestI18n } from '#tests/support/i18n.ts'
import { PicturesInput, type PicturesInputProps } from './pictures-input.tsx'

// A content item's pictures before any script runs (what a browser without JavaScript gets, and what the
// page hydrates): every picture the form carries is shown with "Keep picture n", and one uploaded for a
// post that failed says it waits for the form.

const saved = '/media/0123456789abcdef0123456789abcdef-960.webp'
const uploaded = '/media/fedcba9876543210fedcba9876543210-960.webp'

async function render(props: Partial<PicturesInputProps> = {}, lng: 'en' | 'th' = 'en') {
	const i18n = await createTestI18n(lng)
	return renderToString(
		<I18nextProvider i18n={i18n}>
			<PicturesInput name="pictures" id="story-pictures" kept={[]} max={10} label="Pictures" hint="Up to 10." {...props} />
		</I18nextProvider>,
	)
}

describe('the pictures uploader', () => {
	test('nothing kept: the file input alone, for several files', async () => {
		const html = await render()
		expect(html).not.toContain('<fieldset')
		expect(html).toMatch(/<input[^>]*type="file" multiple=""[^>]*name="files.pictures"/)
	})

	test('pictures a failed post kept are shown and carried, each with Keep, and said to wait for the form (English and Thai)', async () => {
		for (const [lng, legend, text] of [
			['en', 'Pictures kept', 'Uploaded and kept: it will be saved with the form.'],
			['th', 'รูปที่เก็บไว้', 'อัปโหลดแล้วและเก็บไว้ให้ จะถูกบันทึกพร้อมกับแบบฟอร์มนี้'],
		] as const) {
			const html = await render({ kept: [saved, uploaded], saved: [saved] }, lng)
			expect(html).toContain(`<legend>${legend}</legend>`)
			expect(html).toContain(`<img src="${saved}"`)
			expect(html).toContain(`<img src="${uploaded}"`)
			expect(html).toContain(`<input type="checkbox" name="pictures" checked="" value="${saved}"/>`)
			// Only the one not saved yet says so, and its checkbox points to the words.
			expect(html).toContain(`<input type="checkbox" name="pictures" aria-describedby="story-pictures-pending-1" checked="" value="${uploaded}"/>`)
			expect(html).toContain(`<p id="story-pictures-pending-1" class="upload-pending">${text}</p>`)
			expect(html.match(/upload-pending/g)).toHaveLength(1)
		}
	})

	test('a create has nothing saved: every picture kept waits for the form', async () => {
		const html = await render({ kept: [saved, uploaded] })
		expect(html.match(/class="upload-pending"/g)).toHaveLength(2)
		// Carried once each: no hidden copy beside the checkbox.
		expect(html.match(new RegExp(`value="${uploaded}"`, 'g'))).toHaveLength(1)
	})
})
