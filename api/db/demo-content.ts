import { createHash } from 'node:crypto'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { MediaService } from '#api/media/index.ts'
import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { aroundMeBounds, type ContentKindDefinition } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'
import { placeOfId, thailandPlaces } from '#contracts/places/thailand.ts'
import type { Database } from './client.ts'
import { memberGrants } from '#contracts/permissions.ts'
import { businessAccounts, businessUserMembers, businessUsers, communities as communitiesTable, communityMembers, contentItems, profiles } from './schema.ts'

// Demo content for around me (docs/product.md#around-me): a few hundred items of every kind around
// Bangkok's districts, in Thai and English, by a few dozen neighbours and the demo business user, with
// pictures drawn here and stored like any upload. The same every time (a seeded random walk): seeding
// again puts the items back and moves their times along, so events stay upcoming and stories fresh.

/** Items of each kind around me. */
export const DEMO_ITEMS_PER_KIND = 240
const NEIGHBOURS = 24

/** Items made by the demo are marked so, in their details (a key no kind has). */
export const DEMO_MARK = 'demo'

/** A uuid that is the same for the same name, every time (the shape of a version 5 one). */
export function demoUuid(name: string) {
	const hex = createHash('sha1').update(`robtua-demo:${name}`).digest('hex')
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`
}

/** A small, fast random number generator (mulberry32), seeded, so the demo is the same each time. */
function randomFrom(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const firstNames = ['Somchai', 'Malee', 'Anan', 'Kanya', 'Prasert', 'Wanida', 'Somsak', 'Nok', 'Arthit', 'Ploy', 'Chaiwat', 'Siriporn', 'Kittisak', 'Jintana', 'Narong', 'Pranee', 'Tanawat', 'Rattana', 'Ekkachai', 'Suda', 'Ben', 'Claire', 'Hiro', 'Maya']
const lastNames = ['Srisuk', 'Chaiyaporn', 'Wongsawat', 'Rattanakul', 'Thongdee', 'Boonmee', 'Saetang', 'Kaewmanee', 'Jaidee', 'Phromma', 'Suwan', 'Intarasuk']

// What each kind is about, in English and Thai; `{place}` is the district's name.
const topics: Record<AroundMeKind, Array<[string, string]>> = {
	agenda: [
		['Morning yoga in {place}', 'โยคะยามเช้าที่{place}'],
		['Thai cooking class', 'คลาสทำอาหารไทย'],
		['Community clean-up', 'กิจกรรมทำความสะอาดชุมชน'],
		['Residents’ meeting', 'ประชุมผู้อยู่อาศัย'],
		['Kids’ reading hour', 'ชั่วโมงอ่านหนังสือสำหรับเด็ก'],
		['English conversation club', 'ชมรมสนทนาภาษาอังกฤษ'],
	],
	announce: [
		['Water off on Saturday morning', 'น้ำประปาไม่ไหลเช้าวันเสาร์'],
		['New opening hours', 'เวลาเปิดทำการใหม่'],
		['Free health check at the temple', 'ตรวจสุขภาพฟรีที่วัด'],
		['Soi market moves to Sunday', 'ตลาดนัดในซอยย้ายไปวันอาทิตย์'],
		['Lost keys found near the BTS', 'เจอกุญแจหายใกล้บีทีเอส'],
		['Recycling day this week', 'วันแยกขยะรีไซเคิลสัปดาห์นี้'],
	],
	event: [
		['Night market in {place}', 'ตลาดนัดกลางคืน{place}'],
		['Live music by the river', 'ดนตรีสดริมแม่น้ำ'],
		['Coffee cupping', 'ชิมกาแฟ'],
		['Muay Thai for beginners', 'มวยไทยสำหรับมือใหม่'],
		['Street food walk', 'เดินชิมอาหารริมทาง'],
		['Temple fair', 'งานวัด'],
		['Photography walk in {place}', 'เดินถ่ายภาพที่{place}'],
	],
	attention: [
		['Flooded soi after the rain', 'น้ำท่วมซอยหลังฝนตก'],
		['Road closed for works', 'ปิดถนนซ่อมแซม'],
		['Lost dog: brown, answers to Moo', 'สุนัขหาย สีน้ำตาล ชื่อหมู'],
		['Power cut expected', 'คาดว่าไฟฟ้าจะดับ'],
		['Heavy traffic near the school', 'รถติดหนักใกล้โรงเรียน'],
	],
	catalogue: [
		['Mango sticky rice', 'ข้าวเหนียวมะม่วง'],
		['Handmade cotton bag', 'กระเป๋าผ้าฝ้ายทำมือ'],
		['Iced Thai tea', 'ชาไทยเย็น'],
		['Second-hand bicycle', 'จักรยานมือสอง'],
		['Orchid in a pot', 'กล้วยไม้ในกระถาง'],
		['Chiang Mai coffee beans, 250 g', 'เมล็ดกาแฟเชียงใหม่ 250 กรัม'],
	],
	// In the order of connectTypes below: a job, a project, a club, then again.
	connect: [
		['Barista for weekends in {place}', 'รับสมัครบาริสต้าเสาร์อาทิตย์ที่{place}'],
		['Mural for the community hall', 'วาดภาพฝาผนังศาลาชุมชน'],
		['Morning running club', 'ชมรมวิ่งตอนเช้า'],
		['Part-time noodle shop helper', 'รับสมัครผู้ช่วยร้านก๋วยเตี๋ยวพาร์ตไทม์'],
		['Canal clean-up project', 'โครงการเก็บขยะคลอง'],
		['Thai–English language exchange', 'ชมรมแลกเปลี่ยนภาษาไทย–อังกฤษ'],
	],
	media: [
		['Sunset over {place}', 'พระอาทิตย์ตกที่{place}'],
		['Our street, then and now', 'ถนนของเรา อดีตและปัจจุบัน'],
		['Songkran photos', 'ภาพสงกรานต์'],
		['The new mural', 'ภาพวาดฝาผนังใหม่'],
		['Cats of the neighbourhood', 'แมวในละแวกบ้าน'],
	],
	new_room: [
		['Room near the BTS in {place}', 'ห้องใกล้บีทีเอสใน{place}'],
		['Studio with a balcony', 'ห้องสตูดิโอมีระเบียง'],
		['Shared house room', 'ห้องในบ้านแชร์'],
		['Quiet room for a student', 'ห้องเงียบสำหรับนักศึกษา'],
		['Condo room with a pool', 'ห้องคอนโดมีสระว่ายน้ำ'],
	],
	story: [
		['Breakfast at the corner shop', 'อาหารเช้าที่ร้านหัวมุม'],
		['The rain stopped', 'ฝนหยุดแล้ว'],
		['New flowers at the market', 'ดอกไม้ใหม่ที่ตลาด'],
		['A walk in {place}', 'เดินเล่นที่{place}'],
		['Today’s special', 'เมนูพิเศษวันนี้'],
	],
}

/** The type of each connect topic above, in turn. */
const connectTypes = ['job', 'project', 'club'] as const

const bodies: Array<[string, string]> = [
	['Everyone is welcome. Ask at the door if you need anything.', 'ยินดีต้อนรับทุกคน สอบถามได้ที่หน้าประตู'],
	['Near the 7-Eleven, opposite the temple.', 'ใกล้เซเว่นอีเลฟเว่น ตรงข้ามวัด'],
	['Message me for details.', 'ทักมาสอบถามรายละเอียดได้เลย'],
	['Bring a friend!', 'ชวนเพื่อนมาด้วยนะ'],
]

// ---------------------------------------------------------------------------
// Pictures: shapes and colours drawn here (no text, no outside file).

const palettes = [
	['#0f766e', '#99f6e4', '#f59e0b'],
	['#c2410c', '#ffedd5', '#1e3a8a'],
	['#7c3aed', '#ede9fe', '#10b981'],
	['#be123c', '#ffe4e6', '#0ea5e9'],
	['#15803d', '#dcfce7', '#facc15'],
	['#1d4ed8', '#dbeafe', '#f97316'],
]

function drawing(index: number) {
	const [deep, light, bright] = palettes[index % palettes.length]!
	const shapes = Array.from({ length: 5 }, (_, i) => {
		const x = 120 + ((i * 233 + index * 97) % 960)
		const y = 140 + ((i * 151 + index * 53) % 380)
		const r = 50 + ((i * 37 + index * 29) % 90)
		return i % 2 ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${bright}" opacity="0.85"/>` : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 1.4}" rx="18" fill="${deep}" opacity="0.8"/>`
	}).join('')
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="${light}"/><path d="M0 520 Q300 ${440 + (index % 5) * 20} 600 520 T1200 500 V675 H0 Z" fill="${deep}" opacity="0.35"/>${shapes}</svg>`
}

const DRAWINGS = 12

/** The demo's pictures: those stored by an earlier seeding when they still are, otherwise drawn and stored now. */
async function demoPictures(db: Database, media: MediaService | undefined): Promise<string[]> {
	if (!media) return []
	const kept = await db
		.select({ url: sql<string>`distinct unnest(${contentItems.pictures})` })
		.from(contentItems)
		.where(sql`${contentItems.details} ? ${DEMO_MARK}`)
	const stored = (await Promise.all(kept.map(async ({ url }) => ((await media.isStoredMedia(url)) ? url : null)))).filter((url): url is string => url !== null)
	if (stored.length >= DRAWINGS) return stored.sort().slice(0, DRAWINGS)
	const urls: string[] = []
	for (let index = 0; index < DRAWINGS; index++) {
		const png = await sharp(Buffer.from(drawing(index))).png().toBuffer()
		urls.push((await media.uploadImage(png, 'content')).url)
	}
	return urls
}

// ---------------------------------------------------------------------------

/** The neighbours who post the demo's items: people of the demo, who cannot sign in. */
async function demoNeighbours(db: Database) {
	const rows = Array.from({ length: NEIGHBOURS }, (_, n) => ({
		identitySub: `demo-neighbour-${n + 1}`,
		email: `neighbour${n + 1}@robtua.test`,
		firstName: firstNames[n % firstNames.length]!,
		lastName: lastNames[n % lastNames.length]!,
		country: 'Thailand',
		province: 'Bangkok',
	}))
	await db.insert(profiles).values(rows).onConflictDoNothing({ target: profiles.identitySub })
	return (await db.select({ id: profiles.id }).from(profiles).where(like(profiles.identitySub, 'demo-neighbour-%'))).map((row) => row.id)
}

type Business = { businessUserId: string; posters: string[] }

const neighbourhoodBusinesses = [
	{ name: 'Talad Noi Coffee — ตลาดน้อยคอฟฟี่', description: 'A roastery in an old shophouse by the river.' },
	{ name: 'Ari Bakery — อารีย์เบเกอรี่', description: 'Bread and cakes every morning from six.' },
	{ name: 'Thonglor Rooms — ทองหล่อรูมส์', description: 'Rooms and studios to rent around Sukhumvit.' },
	{ name: 'Bang Rak Community Centre — ศูนย์ชุมชนบางรัก', description: 'Classes, meetings and fairs for the neighbourhood.' },
]

/**
 * The businesses of the neighbourhood that post around me: one business account of the first neighbour's,
 * with four business users; the next three neighbours are members of each, with the default grants.
 * (The demo shop of the UI contract stays as its tests know it: only its e-books are added.)
 */
async function demoBusinesses(db: Database, neighbours: string[]): Promise<Business[]> {
	const [owner, ...members] = neighbours
	const accountId = demoUuid('neighbourhood-account')
	await db.insert(businessAccounts).values({ id: accountId, name: 'Neighbourhood businesses — ธุรกิจในละแวก', ownerProfileId: owner! }).onConflictDoNothing()
	const posters = members.slice(0, 3)
	return Promise.all(
		neighbourhoodBusinesses.map(async (business, index) => {
			const id = demoUuid(`neighbourhood-business-${index}`)
			await db.insert(businessUsers).values({ id, businessAccountId: accountId, ...business }).onConflictDoUpdate({ target: businessUsers.id, set: business })
			await db
				.insert(businessUserMembers)
				.values(posters.map((profileId) => ({ businessUserId: id, profileId, grants: memberGrants, addedByProfileId: owner })))
				.onConflictDoNothing()
			return { businessUserId: id, posters: [owner!, ...posters] }
		}),
	)
}

/**
 * Every kind around me, DEMO_ITEMS_PER_KIND each, around Bangkok's districts (most within a few km of a
 * district's office); about one in six is a neighbourhood business's. Returns how many there are.
 */
export async function seedDemoContent(db: Database, { media }: { media?: MediaService }) {
	const [neighbours, pictures] = await Promise.all([demoNeighbours(db), demoPictures(db, media)])
	const businesses = await demoBusinesses(db, neighbours)
	const districts = thailandPlaces.filter((place) => place.kind === 'bangkok-district')
	const random = randomFrom(2026)
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
	const rows: Array<typeof contentItems.$inferInsert> = []
	const hour = 60 * 60 * 1000
	// On the hour, as people set times.
	const now = Math.floor(Date.now() / hour) * hour
	for (const kind of aroundMeKinds) {
		for (let i = 0; i < DEMO_ITEMS_PER_KIND; i++) {
			const district = pick(districts)
			// Roughly normal around the district office, about 1.5 km either way.
			const spread = () => (random() + random() + random() - 1.5) * 0.02
			// A connect is a person's (contracts/content/connect.ts).
			const byBusiness = i % 6 === 0 && kind !== 'connect'
			const exact = byBusiness || random() < 0.3
			const topic = pick(topics[kind])
			const [english, thai] = topic
			const name = (text: string, th: boolean) => text.replace('{place}', th ? district.th : district.en)
			const language = random()
			const title = language < 0.4 ? name(english, false) : language < 0.75 ? name(thai, true) : `${name(english, false)} — ${name(thai, true)}`
			const [bodyEn, bodyTh] = pick(bodies)
			const business = byBusiness ? pick(businesses) : null
			const owner = business ? business.businessUserId : pick(neighbours)
			const poster = business ? pick(business.posters) : owner
			// Times: upcoming events and agenda over the next six weeks, announcements and alerts valid around
			// now, stories over the last two days (so some are within 24 hours), the rest over the last months.
			const startsIn = Math.floor(random() * 6 * 7 * 24) - 6
			const times =
				kind === 'event' || kind === 'agenda'
					? { startsAt: new Date(now + startsIn * hour), endsAt: new Date(now + (startsIn + 1 + Math.floor(random() * 4)) * hour) }
					: kind === 'announce' || kind === 'attention'
						? { startsAt: new Date(now - Math.floor(random() * 72) * hour), endsAt: kind === 'attention' || random() < 0.5 ? new Date(now + (6 + Math.floor(random() * 24 * 14)) * hour) : null }
						: { startsAt: null, endsAt: null }
			const publishedAt = new Date(now - (kind === 'story' ? Math.floor(random() * 48) : Math.floor(random() * 24 * 90)) * hour)
			const picturesOf = (count: number) => (pictures.length ? Array.from({ length: count }, () => pick(pictures)).filter((url, index, all) => all.indexOf(url) === index) : [])
			const satang = (min: number, max: number) => Math.round((min + random() * (max - min)) / 100) * 10_000
			const details: Record<string, unknown> = { [DEMO_MARK]: true }
			if (kind === 'event') Object.assign(details, { venue: district.en, capacity: random() < 0.5 ? 10 + Math.floor(random() * 90) : null, priceSatang: random() < 0.5 ? null : satang(100, 1500) })
			if (kind === 'attention') details.severity = pick(['info', 'warning', 'danger'])
			if (kind === 'catalogue') Object.assign(details, { priceSatang: satang(40, 2500), stock: random() < 0.7 ? Math.floor(random() * 50) : null, sku: `DEMO-${i}`, options: random() < 0.4 ? ['S', 'M', 'L'] : [] })
			if (kind === 'media') details.videoUrl = null
			if (kind === 'connect') {
				const type = connectTypes[topics.connect.indexOf(topic) % connectTypes.length]!
				const info = type === 'job' ? { payMinSatang: satang(400, 600), payMaxSatang: satang(700, 900), hours: 'Sat–Sun 8:00–14:00', placeName: district.en } : type === 'project' ? { skills: ['Painting', 'Planning'] } : { meetingTime: 'Every Saturday 6:30', placeName: district.en }
				Object.assign(details, { type, info, overview: null, status: 'open', showMembers: false })
			}
			if (kind === 'new_room') {
				const day = new Date(now + Math.floor(random() * 60) * 24 * hour).toISOString().slice(0, 10)
				Object.assign(details, { sizeSquareMetres: 18 + Math.floor(random() * 40), monthlyRentSatang: satang(3500, 25000), depositSatang: satang(5000, 50000), availableFrom: day })
			}
			rows.push({
				id: demoUuid(`${kind}-${i}`),
				kind,
				ownerProfileId: byBusiness ? null : owner,
				ownerBusinessUserId: byBusiness ? owner : null,
				postedByProfileId: poster,
				title: title.slice(0, 200),
				body: language < 0.5 ? bodyEn : `${bodyTh}\n${bodyEn}`,
				details,
				location: { x: district.lng + spread(), y: district.lat + spread() },
				locationExact: exact,
				address: null,
				province: district.id,
				pictures: kind === 'media' ? picturesOf(3 + Math.floor(random() * 5)) : kind === 'story' ? picturesOf(1 + Math.floor(random() * 2)) : random() < 0.7 ? picturesOf(1) : [],
				tags: [kind === 'new_room' ? 'room' : kind, district.en.toLowerCase().replaceAll(' ', '-')],
				visibility: 'public',
				publishedAt,
				deletedAt: null,
				...times,
				...aroundMeBounds(contentKinds[kind] as unknown as ContentKindDefinition, { ...times, publishedAt }),
			})
		}
	}
	for (let start = 0; start < rows.length; start += 250) {
		const batch = rows.slice(start, start + 250)
		await db
			.insert(contentItems)
			.values(batch)
			.onConflictDoUpdate({
				target: contentItems.id,
				set: {
					title: sql`excluded.title`,
					body: sql`excluded.body`,
					details: sql`excluded.details`,
					location: sql`excluded.location`,
					pictures: sql`excluded.pictures`,
					startsAt: sql`excluded.starts_at`,
					endsAt: sql`excluded.ends_at`,
					publishedAt: sql`excluded.published_at`,
					aroundFrom: sql`excluded.around_from`,
					aroundUntil: sql`excluded.around_until`,
					deletedAt: null,
					visibility: 'public',
				},
			})
	}
	// Nothing else carries the mark: anything of a kind around me marked but not made above is gone.
	const made = rows.map((row) => row.id!)
	const stray = await db
		.select({ id: contentItems.id })
		.from(contentItems)
		.where(and(sql`${contentItems.details} ? ${DEMO_MARK}`, inArray(contentItems.kind, [...aroundMeKinds])))
	const strayIds = stray.map((row) => row.id).filter((id) => !made.includes(id))
	if (strayIds.length) await db.delete(contentItems).where(inArray(contentItems.id, strayIds))
	return rows.length
}

// ---------------------------------------------------------------------------
// The demo business user's e-books: PDFs written here, a few pages of text each.

const ebooks = [
	{ title: 'Our menu — เมนูของเรา', pages: ['Our menu', 'Coffee: espresso, latte, cold brew', 'Tea: Thai tea, green tea', 'Cakes and pastries'] },
	{ title: 'Brewing at home', pages: ['Brewing at home', 'Grind: medium-fine for a drip', 'Water: 92 to 96 degrees', 'Ratio: 1 to 16', 'Time: 3 to 4 minutes'] },
	{ title: 'The story of our beans', pages: ['The story of our beans', 'Grown in Chiang Mai and Chiang Rai', 'Roasted every week in Bangkok'] },
]

/** A plain PDF of text pages (Helvetica), valid enough for every reader: header, objects, cross-reference table, trailer. */
export function textPdf(pages: string[]) {
	const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)
	const objects: string[] = []
	const pageIds = pages.map((_, i) => 4 + i * 2)
	objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
	objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
	objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
	pages.forEach((text, i) => {
		const stream = `BT /F1 ${i === 0 ? 28 : 18} Tf 60 720 Td (${escape(text)}) Tj ET BT /F1 10 Tf 60 60 Td (${i + 1} / ${pages.length}) Tj ET`
		objects[4 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`
		objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`
	})
	let body = '%PDF-1.4\n'
	const offsets: number[] = []
	for (let id = 1; id < objects.length; id++) {
		offsets[id] = Buffer.byteLength(body)
		body += `${id} 0 obj\n${objects[id]}\nendobj\n`
	}
	const xref = Buffer.byteLength(body)
	body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
		.slice(1)
		.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
		.join('')}trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	return new TextEncoder().encode(body)
}

/** The demo business user's three e-books, their PDFs stored once. */
export async function seedDemoEbooks(db: Database, { media, business }: { media?: MediaService; business: Business }) {
	if (!media) return
	for (const [index, ebook] of ebooks.entries()) {
		const id = demoUuid(`ebook-${index}`)
		const [existing] = await db.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, id))
		const kept = existing?.details.fileUrl
		const fileUrl = typeof kept === 'string' && (await media.isStoredMedia(kept)) ? kept : (await media.uploadFile(textPdf(ebook.pages), 'pdf')).url
		const values = {
			kind: 'ebook' as const,
			ownerBusinessUserId: business.businessUserId,
			postedByProfileId: business.posters[0]!,
			title: ebook.title,
			body: ebook.pages.slice(1).join('\n'),
			details: { fileUrl, [DEMO_MARK]: true },
			visibility: 'public' as const,
			publishedAt: new Date(Date.now() - (index + 1) * 24 * 60 * 60 * 1000),
			deletedAt: null,
		}
		await db.insert(contentItems).values({ id, ...values }).onConflictDoUpdate({ target: contentItems.id, set: values })
	}
}

/**
 * Two communities (docs/product.md#communities): a public one of the neighbourhood in Bang Rak, which
 * demo.user has joined, and demo.user's own private one with a few neighbours in it. Their words are split
 * by the search indexer (api/search/indexing.ts), as any row written without them.
 */
export async function seedDemoCommunities(db: Database, { userId }: { userId: string }) {
	const neighbours = await demoNeighbours(db)
	const bangRak = placeOfId('bangkok-bang-rak')
	const communities = [
		{ id: demoUuid('community-bang-rak'), name: 'Bang Rak neighbours — ชาวบางรัก', description: 'Markets, clean-ups and news of the soi. ตลาด งานทำความสะอาด และข่าวในซอย', visibility: 'public' as const, owner: neighbours[0]!, members: [userId, ...neighbours.slice(1, 6)] },
		{ id: demoUuid('community-rooftop'), name: 'Rooftop gardeners — สวนบนดาดฟ้า', description: 'Seeds, swaps and watering rotas for our building.', visibility: 'private' as const, owner: userId, members: neighbours.slice(6, 10) },
	]
	for (const community of communities) {
		const place = community.visibility === 'public' && bangRak ? { location: { x: bangRak.lng, y: bangRak.lat }, province: bangRak.id } : {}
		await db
			.insert(communitiesTable)
			.values({ id: community.id, name: community.name, description: community.description, visibility: community.visibility, createdByProfileId: community.owner, ...place })
			.onConflictDoNothing()
		const now = new Date()
		await db
			.insert(communityMembers)
			.values([
				{ communityId: community.id, profileId: community.owner, role: 'owner' as const, status: 'active' as const, joinedAt: now },
				...community.members.map((profileId) => ({ communityId: community.id, profileId, role: 'member' as const, status: 'active' as const, joinedAt: now })),
			])
			.onConflictDoNothing()
	}
}
