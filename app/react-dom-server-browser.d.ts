// React's web-stream server renderer (app/entry.server.tsx): the API of react-dom/server's types.
declare module 'react-dom/server.browser' {
	export { renderToReadableStream } from 'react-dom/server'
}
