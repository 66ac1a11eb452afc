import '@remix-run/node'

declare module '@remix-run/node' {
	interface AppLoadContext {
		/** This response's CSP nonce (server.ts). */
		cspNonce: string
		/** The request id logged by the web and passed on to the API. */
		requestId: string
		/** The socket's peer (the load balancer, or the browser when nothing is in between). */
		remoteAddress?: string
	}
}

declare global {
	interface Window {
		__remixManifest: { version: string }
	}
}
