/** What a sent form came to: the JSON answered (whatever its status), or no answer at all (the network). */
export type SentForm = { body: Record<string, unknown> | null } | { lost: true }

/**
 * Sends a multipart form to one of the web's upload endpoints with XMLHttpRequest, the one browser API
 * that reports an upload's progress, and says how far it is (0 to 1) as it goes. In the browser only.
 */
export function sendWithProgress(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<SentForm> {
	return new Promise((resolve) => {
		const request = new XMLHttpRequest()
		request.open('POST', path)
		request.responseType = 'json'
		request.setRequestHeader('Accept', 'application/json')
		request.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		})
		request.addEventListener('load', () => resolve({ body: (request.response as Record<string, unknown> | null) ?? null }))
		request.addEventListener('error', () => resolve({ lost: true }))
		request.send(form)
	})
}
