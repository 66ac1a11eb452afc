import '@remix-run/node'

declare module '@remix-run/node' {
	interface AppLoadContext {
		/** This response's CSP nonce (server.ts). */
		cspNonce: string
		/** The request id logged by the web and passed on to the API. */
		requestId: string
		/** The socket's peer (the load balancer, or the browser when nothing is in between). */
		remoteAddress?: string
		/** This request's logger (JSON lines with the request id); absent outside the server. */
		log?: { warn(details: object, message: string): void; error(details: object, message: string): void }
		/** Remix's data request (`….data`: a page's fetcher or navigation with JavaScript), not a document request (server.ts). */
		dataRequest?: boolean
		/** Set once a call made for this request met an outage of the API (api/client.server.ts). */
		outage?: { met: boolean }
	}
}

declare global {
	interface Window {
		__remixManifest: { version: string }
		/** React has hydrated the page (app/enhancement/before-hydration.tsx). */
		__robtuaInteractive?: boolean
	}
}
