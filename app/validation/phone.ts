// Kept apart from rules.ts so only pages with a phone field bundle libphonenumber-js. The rule itself is
// the one the API enforces (contracts/thai-phone.ts); this adds the translated message.
import { z } from 'zod'
import { isValidThaiPhone, thaiPhoneToE164 } from '#contracts/thai-phone.ts'
import { encodeMessage } from './message'

export { isValidThaiPhone, thaiPhoneToE164 }

const PHONE_MESSAGE = encodeMessage('phone')

/** An optional Thai phone number: '' and undefined (an empty field under conform) pass. */
export const phone = z
	.string({ error: PHONE_MESSAGE })
	.refine((value) => value.trim() === '' || isValidThaiPhone(value), { error: PHONE_MESSAGE })
	.optional()
