// Words for search (docs/data-model.md §2.10): Thai is written without spaces between words, so text is
// split into words by the runtime's dictionary (Intl.Segmenter 'th'), the same way when it is stored and
// when it is searched. The splitting is super-linear on long text in this runtime (docs/decisions/0023-
// feed-and-search.md), so text is first cut at spaces into pieces of at most PIECE characters, and capped.

/** Bump when the splitting changes (a runtime's new dictionary, new normalising): rows are split again. */
export const SEARCH_VERSION = 1

const PIECE = 1_000
/** More than enough for a title and a body; text beyond it is not searched. */
export const SEARCHED_CHARACTERS = 20_000

const segmenter = new Intl.Segmenter('th', { granularity: 'word' })

/**
 * The same letters however they were typed: NFC, lower case, no zero-width spaces (some Thai writers
 * use them as word breaks: a space here), Thai digits as 0–9, and SARA AM as one character.
 */
export function normalise(text: string) {
	return text
		.normalize('NFC')
		.replace(/\u200B|\u200C|\u200D|\u2060|\uFEFF/g, ' ')
		.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50))
		.replace(/\u0E4D\u0E32/g, '\u0E33')
		.toLowerCase()
}

/** Pieces of at most PIECE characters, cut at spaces (or anywhere in a run longer than that). */
function pieces(text: string) {
	const out: string[] = []
	for (const run of text.split(/\s+/)) {
		for (let at = 0; at < run.length; at += PIECE) out.push(run.slice(at, at + PIECE))
	}
	return out
}

/** The words of a text, in order: letters, marks and digits only (what a text-search query can hold). */
export function wordsOf(text: string): string[] {
	const words: string[] = []
	for (const piece of pieces(normalise(text.slice(0, SEARCHED_CHARACTERS)))) {
		if (!piece) continue
		for (const segment of segmenter.segment(piece)) {
			if (!segment.isWordLike) continue
			const word = segment.segment.replace(/[^\p{L}\p{M}\p{N}]/gu, '')
			if (word) words.push(word)
		}
	}
	return words
}

/** A text as its words with spaces between: what `to_tsvector('simple', …)` is given. */
export const spacedWords = (text: string) => wordsOf(text).join(' ')
