import type { ContentKindName } from '#contracts/content/registry.ts'

/** Stored uploads for the kinds that take a file: a media item's video, an e-book's PDF (harness uploadFile). */
export type ExampleFiles = { video: string; pdf: string }

/** Where the examples are: Siam Square, Bangkok. */
export const siamSquare = { lat: 13.7456, lng: 100.5347 }

/**
 * A valid create body of each kind of content, with every field its kind has: placed at Siam Square,
 * happening on a day in 2030. Tests override what they need (a title, a time, a place).
 */
export function contentExample(kind: ContentKindName, files: ExampleFiles): Record<string, unknown> {
	const placed = { body: 'Near the BTS\nSoi 3', tags: ['coffee', 'กาแฟ'], visibility: 'public', location: siamSquare, address: 'Siam Square', province: 'bangkok-pathum-wan' }
	const happens = { startsAt: '2030-01-01T10:00:00+07:00', endsAt: '2030-01-01T12:00:00+07:00' }
	const examples: Record<ContentKindName, Record<string, unknown>> = {
		work: { title: 'Cold brew', body: 'Steeped 18 hours', mine: true, url: 'https://shop.robtua.test/menu', year: 2020, role: 'Roaster', imageUrl: '' },
		story: { ...placed, title: 'New beans', body: 'From Chiang Mai' },
		event: { ...placed, ...happens, communityId: null, title: 'Cupping', venue: 'The roastery', capacity: 20, priceSatang: 15000 },
		agenda: { ...placed, ...happens, communityId: null, title: 'Morning yoga' },
		announce: { ...placed, title: 'Market on Sunday', startsAt: happens.startsAt, endsAt: happens.endsAt },
		attention: { ...placed, title: 'Flooded soi', endsAt: happens.endsAt, severity: 'warning' },
		catalogue: { ...placed, title: 'House blend', priceSatang: 35000, stock: 12, sku: 'HB-250', options: ['250 g', '1 kg'] },
		media: { ...placed, title: 'Cupping day', videoUrl: files.video },
		new_room: { ...placed, title: 'Room near the BTS', sizeSquareMetres: 24, monthlyRentSatang: 650000, depositSatang: 1300000, availableFrom: '2030-01-01' },
		ebook: { ...placed, title: 'Our menu', fileUrl: files.pdf },
		board_post: { title: 'Where to park on market day?', body: 'The soi is full on Sundays.\nAny ideas?' },
		// Made through POST /v1/open-tab/connects (its type there); private, its members' alone.
		connect: {
			...placed,
			type: 'job',
			visibility: 'members',
			title: 'Weekend barista',
			overview: 'Pour-over on Sundays',
			info: { payMinSatang: 50000, payMaxSatang: 80000, hours: 'Sat–Sun 8:00–14:00', placeName: 'Siam Square' },
			status: 'open',
			showMembers: true,
		},
	}
	return examples[kind]
}
