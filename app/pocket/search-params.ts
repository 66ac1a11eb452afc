import { z } from 'zod'

// What the pocket's addresses say after their `?` (docs/product.md#pocket): links, not forms, so a value
// that is not one of ours (an address edited by hand) is read as if it were not there.

/** /qr-code-receive's address: the code, as printed or typed (letters and digits; spaces around it dropped). */
export const codeSearchSchema = z.object({
	code: z
		.string()
		.trim()
		.regex(/^[0-9A-Za-z]{1,40}$/)
		.optional()
		.catch(undefined),
})

/** A page's cursor as the API gave it (base64url): anything else is no page. */
const cursor = z
	.string()
	.regex(/^[A-Za-z0-9_-]{1,400}$/)
	.optional()
	.catch(undefined)

/** My pocket's address: a page of the history (`cursor`) and of the vouchers (`vouchers`), each on its own. */
export const pocketSearchSchema = z.object({ cursor, vouchers: cursor })

/** A list's address: a page of it (Use points' offers, subscription vouchers). */
export const cursorSearchSchema = z.object({ cursor })

/** Use points' address: a page of the offers. */
export const offersSearchSchema = cursorSearchSchema
