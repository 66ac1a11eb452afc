import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'

// My pocket's forms (docs/product.md#pocket), one schema each: "Get" a voucher on Use points, "Collect"
// a points code. What the pages' addresses say is read by search-params.ts. The API decides; these
// only make sure what is sent is well formed.

/** "Get for {n} points": which voucher, and the key that makes a form sent twice one voucher. */
export const getVoucherFormSchema = z.object({
	voucherId: z.uuid({ error: encodeMessage('default') }),
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
