// Text put into HTML or SVG markup that is written as a string (a Leaflet marker's icon, a drawn map
// tile, a page rendered without React): the five characters that could end text or an attribute, as
// entities. One escaper for every such place.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => entities[char]!)
}
