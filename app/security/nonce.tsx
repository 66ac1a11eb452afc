import { createContext, useContext } from 'react'

// The per-request CSP nonce, for the few inline scripts the document renders.
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
	return useContext(NonceContext)
}
