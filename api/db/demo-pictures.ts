import sharp from 'sharp'
import type { MediaService } from '#api/media/index.ts'

// The demo's pictures, drawn here (no text, no outside file) and stored through the media service like
// any upload, so the demo shows pictures under the same rule as everyone: our own stored images only.

const frame = (body: string) =>
	`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">${body}</svg>`

const beds = Array.from({ length: 6 }, (_, i) => {
	const x = 90 + i * 180
	const plants = Array.from({ length: 4 }, (_, j) => `<circle cx="${x + 30 + j * 30}" cy="${470 + (j % 2) * 40}" r="18" fill="#3f9d4b"/>`).join('')
	return `<rect x="${x}" y="440" width="150" height="110" rx="12" fill="#7a4e2d"/>${plants}`
}).join('')

const mapBeds = Array.from({ length: 12 }, (_, i) => {
	const x = 120 + (i % 4) * 250
	const y = 110 + Math.floor(i / 4) * 170
	const fills = ['#9ccc65', '#66bb6a', '#aed581', '#81c784']
	return `<rect x="${x}" y="${y}" width="200" height="120" rx="10" fill="${fills[i % 4]}" stroke="#33691e" stroke-width="4"/>`
}).join('')

const drawings = {
	/** demo.user's story: the riverside lot with its vegetable beds. */
	garden: frame(
		`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff"/><stop offset="1" stop-color="#e6f7ff"/></linearGradient></defs>` +
			`<rect width="1200" height="675" fill="url(#sky)"/><circle cx="1010" cy="130" r="70" fill="#ffd54f"/>` +
			`<rect y="330" width="1200" height="90" fill="#4fa3d9"/><path d="M0 360 Q300 340 600 365 T1200 355" stroke="#bfe6ff" stroke-width="6" fill="none"/>` +
			`<rect y="420" width="1200" height="255" fill="#a5d66f"/>${beds}`,
	),
	/** A work: the hand-drawn map of the garden's beds. */
	gardenMap: frame(
		`<rect width="1200" height="675" fill="#fdf6e3"/><path d="M60 60 H1140 V615 H60 Z" fill="none" stroke="#8d6e63" stroke-width="6" stroke-dasharray="18 12"/>` +
			`${mapBeds}<path d="M0 640 Q600 600 1200 650" stroke="#4fa3d9" stroke-width="22" fill="none"/>`,
	),
	/** A work: the mural on the garden wall. */
	mural: frame(
		`<rect width="1200" height="675" fill="#f4e1c1"/><rect x="60" y="60" width="1080" height="555" rx="8" fill="#fff8e7"/>` +
			`<circle cx="300" cy="300" r="170" fill="#ff7043"/><circle cx="620" cy="380" r="190" fill="#26a69a"/><circle cx="900" cy="260" r="150" fill="#ffca28"/>` +
			`<path d="M60 520 Q360 420 600 520 T1140 500 V615 H60 Z" fill="#5c6bc0"/>`,
	),
	/** The demo business user's story: a glass of cold brew with ice. */
	coldBrew: frame(
		`<rect width="1200" height="675" fill="#efe4d6"/><rect y="520" width="1200" height="155" fill="#a1887f"/>` +
			`<path d="M470 150 H730 L700 560 H500 Z" fill="#e3f2fd" stroke="#90a4ae" stroke-width="6"/><path d="M485 260 H715 L700 555 H500 Z" fill="#4e342e"/>` +
			`<rect x="520" y="280" width="70" height="60" rx="10" fill="#e1f5fe" opacity="0.8"/><rect x="610" y="320" width="70" height="60" rx="10" fill="#e1f5fe" opacity="0.8"/>` +
			`<rect x="640" y="90" width="16" height="240" rx="8" fill="#43a047" transform="rotate(12 648 210)"/>`,
	),
}

export type DemoPicture = keyof typeof drawings

/**
 * The URL of a demo picture: the one already kept when it is still stored (seeding again uploads
 * nothing), otherwise the drawing uploaded now.
 */
export async function demoPicture(media: MediaService, name: DemoPicture, kept: unknown): Promise<string> {
	if (typeof kept === 'string' && (await media.isStoredMedia(kept))) return kept
	const png = await sharp(Buffer.from(drawings[name])).png().toBuffer()
	return (await media.uploadImage(png, 'content')).url
}
