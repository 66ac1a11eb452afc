// Who sees a connect, as a person says it: "Public", or "Private" (the API's `members`: its owner and the
// people it accepted). Plain values, for the browser too.
export const connectVisibilities = ['public', 'private'] as const
export type ConnectVisibility = (typeof connectVisibilities)[number]
export const toApiVisibility = (value: ConnectVisibility): 'public' | 'members' => (value === 'private' ? 'members' : 'public')
export const fromApiVisibility = (value: string): ConnectVisibility => (value === 'public' ? 'public' : 'private')
