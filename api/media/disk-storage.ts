import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import { assertKeyFor, contentTypeOfKey, type MediaStorage } from './storage.ts'

/**
 * Media as files under one directory, spread over sub-directories by the key's first two characters.
 * Files are written whole (temporary name, then rename) and never executable (0644).
 */
export function createDiskStorage(directory: string): MediaStorage {
	const root = resolve(directory)

	function pathOf(key: string) {
		contentTypeOfKey(key) // a safe key, or InvalidMediaKeyError
		const path = resolve(root, key.slice(0, 2), key)
		if (!path.startsWith(root + sep)) throw new Error('media key escapes the media directory')
		return path
	}

	return {
		kind: 'disk',

		async put(key, bytes, contentType) {
			assertKeyFor(key, contentType)
			const path = pathOf(key)
			await mkdir(join(path, '..'), { recursive: true })
			const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
			try {
				await writeFile(temporary, bytes, { mode: 0o644, flag: 'wx' })
				await rename(temporary, path)
			} catch (error) {
				await rm(temporary, { force: true })
				throw error
			}
		},

		async get(key, range) {
			const contentType = contentTypeOfKey(key)
			let handle
			try {
				handle = await open(pathOf(key), 'r')
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
			const stats = await handle.stat()
			if (!stats.isFile()) {
				await handle.close()
				return null
			}
			const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {})
			return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, contentType, size: stats.size }
		},

		async size(key) {
			try {
				const stats = await stat(pathOf(key))
				return stats.isFile() ? stats.size : null
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
				throw error
			}
		},

		async has(key) {
			try {
				return (await stat(pathOf(key))).isFile()
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
				throw error
			}
		},

		async delete(key) {
			await rm(pathOf(key), { force: true })
		},
	}
}
