import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ChargeError, newId, type ChargeCard } from './charges.ts'

// The stand-in's customers and their saved cards, shaped as Opn Payments (Omise) answers them. No card
// number ever comes here: a card is one of the stand-in's two test cards, chosen on its hosted page (or
// the one that pays, for any token). A saved card is charged at once, with no page.

export type SavedCard = {
	object: 'card'
	id: string
	livemode: false
	location: string
	deleted: false
	brand: string
	last_digits: string
	expiration_month: number
	expiration_year: number
	name: string
	financing: 'credit'
	country: 'th'
	bank: string
	created_at: string
}

export type Customer = {
	object: 'customer'
	id: string
	livemode: false
	location: string
	deleted: false
	default_card: string | null
	email: null
	description: string | null
	metadata: Record<string, unknown>
	cards: { object: 'list'; data: SavedCard[]; limit: 20; offset: 0; total: number; location: string }
	created_at: string
}

/** The stand-in's two test cards: one that pays, and one that saves fine but is declined on every charge (Stripe's 4000000000000341). */
export const testCards = {
	pays: { brand: 'Visa', last_digits: '4242', declines: false },
	declines: { brand: 'Visa', last_digits: '0341', declines: true },
} as const
export type TestCard = keyof typeof testCards

/** A saved card's expiry (month, year): the same for both test cards. */
const expiry = { expiration_month: 12, expiration_year: 2030 }

/**
 * Every customer the stand-in made, in memory, and in `customers.json` in the data directory when it has
 * one (written whole after each change, as the charges are; without a data directory nothing is written,
 * so a benchmark's hundred thousand customers cost a map entry each).
 */
export class CustomerBook {
	private readonly customers = new Map<string, Customer>()
	/** The cards every charge on which is declined (`insufficient_fund`). */
	private readonly declining = new Set<string>()
	private readonly file: string | null

	constructor(private readonly options: { dataDir?: string; now?: () => Date }) {
		this.file = options.dataDir ? join(options.dataDir, 'customers.json') : null
		if (this.file && existsSync(this.file)) {
			const saved = JSON.parse(readFileSync(this.file, 'utf8')) as { customers: Customer[]; declining: string[] }
			for (const customer of saved.customers) this.customers.set(customer.id, customer)
			for (const cardId of saved.declining) this.declining.add(cardId)
		}
	}

	private now() {
		return (this.options.now?.() ?? new Date()).toISOString()
	}

	create(input: { description: string | null; metadata: Record<string, unknown> }): Customer {
		const id = newId('cust')
		const customer: Customer = {
			object: 'customer',
			id,
			livemode: false,
			location: `/customers/${id}`,
			deleted: false,
			default_card: null,
			email: null,
			description: input.description,
			metadata: input.metadata,
			cards: { object: 'list', data: [], limit: 20, offset: 0, total: 0, location: `/customers/${id}/cards` },
			created_at: this.now(),
		}
		this.customers.set(id, customer)
		this.save()
		return customer
	}

	get(id: string): Customer {
		const customer = this.customers.get(id)
		if (!customer) throw new ChargeError('not_found', `customer ${id} was not found`)
		return customer
	}

	update(id: string, change: { description?: string; metadata?: Record<string, unknown> }): Customer {
		const customer = this.get(id)
		if (change.description !== undefined) customer.description = change.description
		if (change.metadata) customer.metadata = { ...customer.metadata, ...change.metadata }
		this.save()
		return customer
	}

	/** Saves one of the test cards for the customer; it becomes the default, as a card the person just gave should. */
	addCard(id: string, which: TestCard): SavedCard {
		const customer = this.get(id)
		const test = testCards[which]
		const cardId = newId('card')
		const card: SavedCard = {
			object: 'card',
			id: cardId,
			livemode: false,
			location: `/customers/${id}/cards/${cardId}`,
			deleted: false,
			brand: test.brand,
			last_digits: test.last_digits,
			...expiry,
			name: 'Stand-in test card',
			financing: 'credit',
			country: 'th',
			bank: 'Stand-in Test Bank',
			created_at: this.now(),
		}
		customer.cards.data.push(card)
		customer.cards.total = customer.cards.data.length
		customer.default_card = cardId
		if (test.declines) this.declining.add(cardId)
		this.save()
		return card
	}

	private cardOf(customer: Customer, cardId: string): SavedCard {
		const card = customer.cards.data.find((each) => each.id === cardId)
		if (!card) throw new ChargeError('not_found', `card ${cardId} of customer ${customer.id} was not found`)
		return card
	}

	setDefault(id: string, cardId: string): Customer {
		const customer = this.get(id)
		customer.default_card = this.cardOf(customer, cardId).id
		this.save()
		return customer
	}

	/** The card is gone; when it was the default, the newest card left is. */
	removeCard(id: string, cardId: string): { object: 'card'; id: string; livemode: false; deleted: true } {
		const customer = this.get(id)
		const card = this.cardOf(customer, cardId)
		customer.cards.data = customer.cards.data.filter((each) => each !== card)
		customer.cards.total = customer.cards.data.length
		if (customer.default_card === cardId) customer.default_card = customer.cards.data.at(-1)?.id ?? null
		this.declining.delete(cardId)
		this.save()
		return { object: 'card', id: cardId, livemode: false, deleted: true }
	}

	/** Test mode: the card's charges are declined from now on, or go through again. */
	setDeclines(id: string, cardId: string, declines: boolean): Customer {
		const customer = this.get(id)
		const card = this.cardOf(customer, cardId)
		if (declines) this.declining.add(card.id)
		else this.declining.delete(card.id)
		this.save()
		return customer
	}

	/** The card a charge on the customer is made with (the given one, else the default), and whether it is declined. */
	chargeCard(id: string, cardId?: string): { card: ChargeCard; declines: boolean } {
		const customer = this.get(id)
		const chosen = cardId ?? customer.default_card
		if (!chosen || customer.cards.data.length === 0) throw new ChargeError('invalid_card', `customer ${id} has no card to charge`)
		const card = this.cardOf(customer, chosen)
		return {
			card: { object: 'card', id: card.id, brand: card.brand, last_digits: card.last_digits, expiration_month: card.expiration_month, expiration_year: card.expiration_year, name: card.name },
			declines: this.declining.has(card.id),
		}
	}

	private save() {
		if (!this.file) return
		mkdirSync(join(this.file, '..'), { recursive: true })
		writeFileSync(`${this.file}.tmp`, JSON.stringify({ customers: [...this.customers.values()], declining: [...this.declining] }))
		renameSync(`${this.file}.tmp`, this.file)
	}
}
