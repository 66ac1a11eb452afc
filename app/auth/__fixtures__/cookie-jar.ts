/** A browser's cookie jar for one site: applies Set-Cookie values, and sends the Cookie header back. */
export function cookieJar() {
	const cookies = new Map<string, string>()
	const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	return {
		apply(setCookies: string[]) {
			for (const line of setCookies) {
				const [pair = '', ...attributes] = line.split('; ')
				const name = pair.slice(0, pair.indexOf('='))
				if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) cookies.delete(name)
				else cookies.set(name, pair.slice(name.length + 1))
			}
		},
		header,
		names: () => [...cookies.keys()],
		/** A request to the site carrying the jar's cookies. */
		request: () => new Request('http://localhost/', { headers: { Cookie: header() } }),
	}
}
