import { get } from 'node:http'

/** An answer as it came over the wire, not decoded (fetch would decode it): for the compression tests. */
export function rawAnswer(url: string, acceptEncoding: string) {
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
		get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
		}).on('error', reject)
	})
}
