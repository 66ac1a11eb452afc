import { constants } from 'node:zlib'
import compression from 'compression'

/**
 * Answers compressed as the browser asks: brotli where it is accepted (every current browser asks for it
 * first), else gzip (ADR 0034).
 * - gzip at level 4, not 6: a signed-in page (60 KB) compresses in 40% less time for 4% more bytes.
 * - brotli at quality 4 (the middleware's own choice) with a 256 KB window, not brotli's 4 MB: each answer's
 *   compressor holds its window outside the JavaScript heap, and 4 MB an answer made V8 collect the whole
 *   heap again and again (40 full collections in 12 s of the signed-in home under load; the web's CPU a
 *   request 11 → 20 ms). A page is well under 256 KB, so it comes out the same size.
 */
export const BROTLI_WINDOW_BITS = 18

export function compressAnswers() {
	return compression({
		level: 4,
		brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
	})
}
