// The invite link of a business user: /business-user/add-with-existing?invite={token}. Opening it
// signed in joins the person (the API checks the token's signature, expiry and revocation).

export const JOIN_PATH = '/business-user/add-with-existing'

export function invitePath(token: string) {
	return `${JOIN_PATH}?invite=${encodeURIComponent(token)}`
}

/** The token in what a person pasted: the whole link, or just its token. */
export function tokenFromPasted(pasted: string): string | null {
	const text = pasted.trim()
	if (!text) return null
	if (URL.canParse(text)) return new URL(text).searchParams.get('invite')
	if (text.startsWith(JOIN_PATH)) return new URL(text, 'http://x').searchParams.get('invite')
	return /^[A-Za-z0-9_.-]+$/.test(text) ? text : null
}

/** How long a new invite link works, in hours (the API allows 1 to 168). */
export const inviteValidities = [24, 72, 168] as const
