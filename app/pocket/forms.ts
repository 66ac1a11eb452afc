import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'

// My pocket's forms (docs/product.md#pocket), one schema each: "Get" a voucher on Use points, "Collect"
// a points code, and the code typed when /qr-code-receive is opened without one. The API decides; these
// only make sure what is sent is well formed.

/** "Get for {n} points": which voucher, and the key that makes a form sent twice one voucher. */
export const getVoucherFormSchema = z.object({
	voucherId: z.string({ error: encodeMessage('default') }).trim().min(1).max(100),
	idempotencyKey: idempotencyKeyField,
})

/** Rounded to 3 decimals (about 100 m): the API needs no nearer to tell within a counter's radius. */
const coordinate = (limit: number) =>
	z
		.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().min(-limit).max(limit).optional())
		.transform((value) => (value === undefined ? undefined : Math.round(value * 1000) / 1000))
		.catch(undefined)

/**
 * "Collect": where the person is, when the page could ask (with JavaScript, for a code that needs it).
 * Half a place is no place: both or neither are sent.
 */
export const collectFormSchema = z
	.object({ latitude: coordinate(90), longitude: coordinate(180) })
	.transform(({ latitude, longitude }) => (latitude === undefined || longitude === undefined ? { latitude: null, longitude: null } : { latitude, longitude }))

/** /qr-code-receive's address: the code, as printed (spaces around it dropped). */
export const codeSearchSchema = z.object({ code: z.string().trim().max(40).optional().catch(undefined) })

/** My pocket's address: a page of the history (`cursor`) and of the vouchers (`vouchers`), each on its own. */
export const pocketSearchSchema = z.object({
	cursor: z.string().max(400).optional().catch(undefined),
	vouchers: z.string().max(400).optional().catch(undefined),
})

/** Use points' address: a page of the offers. */
export const offersSearchSchema = z.object({ cursor: z.string().max(400).optional().catch(undefined) })
