import { AsyncLocalStorage } from 'node:async_hooks'

/** What every log line written while serving a request carries. */
export type RequestScope = { requestId: string }

// The web server and the Remix build are bundled apart, each with its own copy of this module: the
// store is kept under a global key so both see the same one.
const key = Symbol.for('robtua.request-scope')
const global = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestScope> }

export const requestScope: AsyncLocalStorage<RequestScope> = (global[key] ??= new AsyncLocalStorage<RequestScope>())
