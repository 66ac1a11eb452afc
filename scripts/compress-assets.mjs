// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the browser's build
// (build/client), at their smallest settings, once per build. The web serves them as they are
// (app/middleware/static-files.ts) instead of compressing a script again on every request: no CPU a
// request, and about a sixth fewer bytes to a phone than the quick settings a page is compressed with
// (ADR 0034). Pictures and fonts are compressed already and are left alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const TEXT = /\.(js|mjs|css|svg|txt|json|webmanifest|html)$/
const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

const root = process.argv[2] ?? 'build/client'
const files = readdirSync(root, { recursive: true, withFileTypes: true })
	.filter((entry) => entry.isFile() && TEXT.test(entry.name))
	.map((entry) => join(entry.parentPath ?? entry.path, entry.name))

// zlib works on libuv's threads: a few files at a time keep them busy without holding every file in memory.
const queue = [...files]
async function work() {
	for (let file = queue.shift(); file; file = queue.shift()) {
		const bytes = readFileSync(file)
		const [br, gz] = await Promise.all([
			toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
			toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
		])
		// A copy no smaller than the file is not worth a header (a tiny file).
		if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
		if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
	}
}
await Promise.all(Array.from({ length: 4 }, work))
