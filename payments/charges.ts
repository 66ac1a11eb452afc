import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// The stand-in's charges and refunds, shaped as Opn Payments (Omise) answers them: the fields the
// product reads, with Omise's names, so the one client in api/payments reads both gateways.

export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed'
export type ChargeMethod = 'promptpay' | 'card'
/** What the payer (the hosted page) or the tester (the test-mode calls) did with a pending charge. */
export type Settlement = { status: 'successful' } | { status: 'failed'; failureCode: string } | { status: 'expired' }

export type Refund = {
	object: 'refund'
	id: string
	location: string
	amount: number
	currency: 'THB'
	charge: string
	voided: false
	status: 'closed'
	metadata: Record<string, unknown>
	created_at: string
}

export type Charge = {
	object: 'charge'
	id: string
	livemode: false
	location: string
	amount: number
	currency: 'THB'
	description: string | null
	metadata: Record<string, unknown>
	status: ChargeStatus
	paid: boolean
	paid_at: string | null
	authorized: boolean
	capture: true
	expired: boolean
	expires_at: string
	expired_at: string | null
	reversed: false
	failure_code: string | null
	failure_message: string | null
	/** The hosted page, for a card charge (a PromptPay charge is paid by scanning the product's own QR). */
	authorize_uri: string | null
	return_uri: string | null
	refunded_amount: number
	refundable: boolean
	refunds: { object: 'list'; data: Refund[]; total: number }
	source: { object: 'source'; id: string; type: 'promptpay'; flow: 'offline'; amount: number; currency: 'THB'; charge_status: ChargeStatus } | null
	card: ChargeCard | null
	/** The customer whose saved card paid it (`cust_…`), or null. */
	customer: string | null
	created_at: string
}

/** The card a charge was made with, as Omise shows it on the charge. */
export type ChargeCard = { object: 'card'; id: string; brand: string; last_digits: string; expiration_month: number; expiration_year: number; name: string }

export type NewCharge = {
	amount: number
	method: ChargeMethod
	returnUri: string | null
	description: string | null
	metadata: Record<string, unknown>
	/** A time, or how long after the charge is made (counted from its own creation time, so the two agree). */
	expiresAt: Date | { afterMs: number }
	/** On a customer's saved card: no page to pay on (the caller settles it at once). */
	saved?: { customer: string; card: ChargeCard }
}

const failureMessages: Record<string, string> = {
	insufficient_fund: 'insufficient funds in the account or the card has reached its limit',
	payment_cancelled: 'the payer cancelled the payment',
	payment_rejected: 'the payment was rejected',
}

/** Omise's ids: a prefix, `test` (the stand-in never takes real money), and random lowercase letters and digits. */
export function newId(prefix: 'chrg' | 'rfnd' | 'evnt' | 'src' | 'card' | 'cust') {
	return `${prefix}_test_${randomBytes(16).toString('base64url').replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 19)}`
}

export class ChargeError extends Error {
	constructor(
		readonly code: 'not_found' | 'invalid_charge' | 'invalid_amount' | 'failed_refund' | 'invalid_card',
		message: string,
	) {
		super(message)
		this.name = 'ChargeError'
	}
}

/**
 * Every charge the stand-in made, in memory, and in `charges.json` in the data directory when it has one
 * (written whole after each change: a stand-in holds a tester's few hundred charges, not a bank's).
 */
export class ChargeBook {
	private readonly charges = new Map<string, Charge>()
	/** The pending ones' ids, so the sweep for those past their time never walks every charge. */
	private readonly pending = new Set<string>()
	private readonly file: string | null

	constructor(
		private readonly options: { dataDir?: string; hostedPageUrl: (id: string) => string; now?: () => Date },
	) {
		this.file = options.dataDir ? join(options.dataDir, 'charges.json') : null
		if (this.file && existsSync(this.file)) {
			for (const charge of JSON.parse(readFileSync(this.file, 'utf8')) as Charge[]) {
				this.charges.set(charge.id, { ...charge, customer: charge.customer ?? null })
				if (charge.status === 'pending') this.pending.add(charge.id)
			}
		}
	}

	now() {
		return this.options.now?.() ?? new Date()
	}

	create(input: NewCharge): Charge {
		const id = newId('chrg')
		const createdAt = this.now()
		const created = createdAt.toISOString()
		const expiresAt = input.expiresAt instanceof Date ? input.expiresAt : new Date(createdAt.getTime() + input.expiresAt.afterMs)
		const charge: Charge = {
			object: 'charge',
			id,
			livemode: false,
			location: `/charges/${id}`,
			amount: input.amount,
			currency: 'THB',
			description: input.description,
			metadata: input.metadata,
			status: 'pending',
			paid: false,
			paid_at: null,
			authorized: false,
			capture: true,
			expired: false,
			expires_at: expiresAt.toISOString(),
			expired_at: null,
			reversed: false,
			failure_code: null,
			failure_message: null,
			authorize_uri: input.method === 'card' && !input.saved ? this.options.hostedPageUrl(id) : null,
			return_uri: input.returnUri,
			refunded_amount: 0,
			refundable: false,
			refunds: { object: 'list', data: [], total: 0 },
			source:
				input.method === 'promptpay'
					? { object: 'source', id: newId('src'), type: 'promptpay', flow: 'offline', amount: input.amount, currency: 'THB', charge_status: 'pending' }
					: null,
			card:
				input.saved?.card ??
				(input.method === 'card' ? { object: 'card', id: newId('card'), brand: 'Visa', last_digits: '4242', expiration_month: 12, expiration_year: 2030, name: 'Stand-in test card' } : null),
			customer: input.saved?.customer ?? null,
			created_at: created,
		}
		this.charges.set(id, charge)
		this.pending.add(id)
		this.save()
		return charge
	}

	get(id: string): Charge {
		const charge = this.charges.get(id)
		if (!charge) throw new ChargeError('not_found', `charge ${id} was not found`)
		return charge
	}

	/** Pending charges whose time is up. */
	due(): Charge[] {
		const now = this.now().getTime()
		const due: Charge[] = []
		for (const id of this.pending) {
			const charge = this.get(id)
			if (Date.parse(charge.expires_at) <= now) due.push(charge)
		}
		return due
	}

	/** Only a pending charge can be paid, declined, cancelled or expired; each happens once. */
	settle(id: string, settlement: Settlement): Charge {
		const charge = this.get(id)
		if (charge.status !== 'pending') throw new ChargeError('invalid_charge', `charge ${id} is ${charge.status}, not pending`)
		const at = this.now().toISOString()
		charge.status = settlement.status
		this.pending.delete(id)
		if (settlement.status === 'successful') {
			Object.assign(charge, { paid: true, paid_at: at, authorized: true, refundable: true })
		} else if (settlement.status === 'failed') {
			Object.assign(charge, { failure_code: settlement.failureCode, failure_message: failureMessages[settlement.failureCode] ?? settlement.failureCode })
		} else {
			Object.assign(charge, { expired: true, expired_at: at })
		}
		if (charge.source) charge.source.charge_status = charge.status
		this.save()
		return charge
	}

	/**
	 * A refund of a paid charge, partial or whole, up to what is left of it. The charge stays successful
	 * with its refunded amount: the stand-in captures every charge at once, so nothing is ever reversed
	 * (a reversal cancels an authorisation before capture).
	 */
	refund(id: string, amount: number, metadata: Record<string, unknown> = {}): Refund {
		const charge = this.get(id)
		if (charge.status !== 'successful') throw new ChargeError('failed_refund', `charge ${id} is ${charge.status}: only a successful charge can be refunded`)
		const left = charge.amount - charge.refunded_amount
		if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) throw new ChargeError('invalid_amount', `the refund must be from 1 to ${left} satang`)
		const refundId = newId('rfnd')
		const refund: Refund = {
			object: 'refund',
			id: refundId,
			location: `/charges/${id}/refunds/${refundId}`,
			amount,
			currency: 'THB',
			charge: id,
			voided: false,
			status: 'closed',
			metadata,
			created_at: this.now().toISOString(),
		}
		charge.refunds.data.push(refund)
		charge.refunds.total = charge.refunds.data.length
		charge.refunded_amount += amount
		charge.refundable = charge.refunded_amount < charge.amount
		this.save()
		return refund
	}

	private save() {
		if (!this.file) return
		mkdirSync(join(this.file, '..'), { recursive: true })
		// A whole new file, then a rename: a stop mid-write never leaves half a file.
		writeFileSync(`${this.file}.tmp`, JSON.stringify([...this.charges.values()]))
		renameSync(`${this.file}.tmp`, this.file)
	}
}
