import { z } from 'zod'
import { cursorSearchSchema } from '#app/pocket/search-params.ts'

// What the subscription pages' addresses say after their `?` (docs/product.md#subscriptions): links, not
// forms, so a value that is not one of ours (an address edited by hand) is read as if it were not there.

const id = z.uuid().optional().catch(undefined)

/** The package and data-exchange pages' address: the package chosen. */
export const packageSearchSchema = z.object({ package: id })

/** My subscriptions' address: the subscription whose "Cancel subscription" asks for confirmation. */
export const subscriptionsSearchSchema = z.object({ cancel: id })

/** The subscription vouchers' address: a page of them. */
export const vouchersSearchSchema = cursorSearchSchema

/**
 * The subscription account's address: a page of payments, "Remove card" asking for confirmation
 * (`remove`), and what the gateway's card page added coming back (`customer` and `card`, or `cancelled`;
 * `subscription` when the card was added to start one). The card itself is read from the API, never from here.
 */
export const subscriptionAccountSearchSchema = cursorSearchSchema.extend({
	remove: z.string().optional().catch(undefined).transform((value) => value !== undefined),
	customer: z.string().max(200).optional().catch(undefined),
	cancelled: z.string().optional().catch(undefined).transform((value) => value === '1'),
	subscription: id,
})

/** The pay page's address after "Check payment". */
export const paySearchSchema = z.object({ checked: z.string().optional().catch(undefined).transform((value) => value !== undefined) })
