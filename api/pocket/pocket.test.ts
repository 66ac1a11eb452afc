import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { pointCodes } from '#api/db/schema.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import type { Somebody } from '#api/testing/harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { BusinessVoucher, Collected, GotVoucher, Pocket, PocketHistory, PointCode, Redemption, Rewards, VoucherOfferList } from '#contracts/pocket.ts'
import { expireDueLots } from './ledger.ts'

// My pocket (docs/product.md#pocket): the ledger's invariants, collecting points once (a counter code
// once a day, within its radius), vouchers got for points without overdrawing or overselling, redeemed
// once by staff and undone within two minutes; strangers and members without the sale grant.

const api = useHarness({ pocket: { expireMonths: 12 } })
let shop: Awaited<ReturnType<typeof businessUserTeam>>
beforeAll(async () => void (shop = await businessUserTeam(api)), 60_000)

const rows = async <Row>(query: ReturnType<typeof sql>) => ((await api.db.execute(query)) as unknown as { rows: Row[] }).rows
const pocketOf = async (who: Somebody) => ok<Pocket>(await api.call('GET', '/v1/me/pocket', { token: who.token }))
const setRewards = async (body: Record<string, unknown>) => ok<Rewards>(await api.call('PUT', `/v1/business-users/${shop.id}/rewards`, { token: shop.owner.token, body }))
const collect = (who: Somebody, code: string, body: Record<string, unknown> = {}) => api.call('POST', `/v1/point-codes/${code}/collect`, { token: who.token, body })
const offer = async (body: Record<string, unknown>) =>
	ok<BusinessVoucher>(
		await api.call('POST', `/v1/business-users/${shop.id}/vouchers`, {
			token: shop.admin.token,
			body: { title: 'Free latte', valueSatang: 9000, pointsCost: 30, validFrom: new Date(Date.now() - 60_000).toISOString(), validUntil: new Date(Date.now() + 86_400_000).toISOString(), ...body },
		}),
		201,
	)
const getVoucher = (who: Somebody, voucherId: string, key = randomUUID()) => api.call('POST', `/v1/vouchers/${voucherId}/claims`, { token: who.token, headers: { 'Idempotency-Key': key } })

/** A receipt's one-time code of the shop's, as a counter sale would make it. */
async function receiptCode(points: number, expiresInMs = 86_400_000) {
	const code = `R${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase().replace(/[ILOU]/g, '7')}`
	await api.db.insert(pointCodes).values({ code, businessUserId: shop.id, points, experience: 12_345, expiresAt: new Date(Date.now() + expiresInMs) })
	return code
}

/** Points for a person, from a receipt's code of the shop's. */
async function givePoints(who: Somebody, points: number) {
	await ok(await collect(who, await receiptCode(points)), 201)
}

/** Double entry holds: each account's entries add up to its balance, each unit's balances to zero, and account_points is the ledger's. */
async function expectLedgerBalanced() {
	expect(await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.id having a.balance <> coalesce(sum(e.amount), 0)`)).toEqual([])
	expect(await rows(sql`select unit, sum(balance)::bigint as total from ledger_accounts group by unit having sum(balance) <> 0`)).toEqual([])
	expect(await rows(sql`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0 or count(*) <> 2`)).toEqual([])
	expect(
		await rows(sql`select p.profile_id from account_points p join ledger_accounts a on a.profile_id = p.profile_id and a.unit = 'points' where p.point <> a.balance
			union all select p.profile_id from account_points p join ledger_accounts a on a.profile_id = p.profile_id and a.unit = 'experience' where round(p.total_experience * 10000) <> a.balance`),
	).toEqual([])
	expect(await rows(sql`select a.id from ledger_accounts a join point_lots l on l.account_id = a.id where a.unit = 'points' and a.profile_id is not null group by a.id having a.balance <> sum(l.remaining)`)).toEqual([])
}

describe('collecting points', () => {
	test('a receipt’s code is collected once, by one person, with its points and experience; a visitor sees what it gives', async () => {
		const [ann, ben] = [await api.somebody('Ann'), await api.somebody('Ben')]
		const code = await receiptCode(25)
		expect(await ok<PointCode>(await api.call('GET', `/v1/point-codes/${code}`))).toMatchObject({ kind: 'receipt', points: 25, state: 'ready', businessUser: { id: shop.id } })
		const both = await Promise.all([collect(ann, code), collect(ben, code)])
		expect(both.map((answer) => answer.status).sort()).toEqual([201, 409])
		const winner = both[0]!.status === 201 ? ann : ben
		expect(await pocketOf(winner)).toMatchObject({ points: 25, experience: 1.2345 })
		expect(await ok<PointCode>(await api.call('GET', `/v1/point-codes/${code}`, { token: winner.token }))).toMatchObject({ state: 'collected' })
		await problemOf(await collect(winner, code), 409, 'already_collected')
		await problemOf(await collect(ann, await receiptCode(5, -1000)), 409, 'code_expired')
		await problemOf(await collect(ann, 'RAAAAAAAAAAAAAAAA'), 404, 'not_found')
		await problemOf(await collect(ann, 'nothing'), 404, 'not_found')
		// The business's own staff do not collect its points.
		await problemOf(await collect(shop.member, await receiptCode(5)), 403, 'forbidden')
		await expectLedgerBalanced()
	})

	test('the counter code gives its points once a day per person, near the counter when it has a radius', async () => {
		const cat = await api.somebody('Cat')
		const off = await ok<Rewards>(await api.call('GET', `/v1/business-users/${shop.id}/rewards`, { token: shop.owner.token }))
		await problemOf(await collect(cat, off.counterCode), 409, 'code_expired')
		const rules = await setRewards({ bahtPerPoint: 25, counterPoints: 10, counterRadiusM: 200, counterLatitude: 13.7455, counterLongitude: 100.5341 })
		expect(rules).toMatchObject({ bahtPerPoint: 25, counterPoints: 10, counterRadiusM: 200, counterLatitude: 13.7455 })
		expect(await ok<PointCode>(await api.call('GET', `/v1/point-codes/${rules.counterCode}`))).toMatchObject({ kind: 'counter', points: 10, needsLocation: true, state: 'ready' })
		await problemOf(await collect(cat, rules.counterCode), 400, 'location_needed')
		await problemOf(await collect(cat, rules.counterCode, { latitude: 13.76, longitude: 100.5341 }), 403, 'too_far')
		expect(await ok<Collected>(await collect(cat, rules.counterCode, { latitude: 13.746, longitude: 100.534 }), 201)).toEqual({ points: 10, balance: 10 })
		await problemOf(await collect(cat, rules.counterCode, { latitude: 13.746, longitude: 100.534 }), 409, 'already_collected')
		expect(await ok<PointCode>(await api.call('GET', `/v1/point-codes/${rules.counterCode}`, { token: cat.token }))).toMatchObject({ state: 'collected_today' })
		// A new code retires the printed one.
		const renewed = await ok<Rewards>(await api.call('POST', `/v1/business-users/${shop.id}/rewards/counter-code`, { token: shop.owner.token }))
		expect(renewed.counterCode).not.toBe(rules.counterCode)
		await problemOf(await collect(cat, rules.counterCode, { latitude: 13.746, longitude: 100.534 }), 404, 'not_found')
		// A radius needs the counter's place.
		await problemOf(await api.call('PUT', `/v1/business-users/${shop.id}/rewards`, { token: shop.owner.token, body: { bahtPerPoint: null, counterPoints: 5, counterRadiusM: 100 } }), 400, 'validation_failed')
		await setRewards({ bahtPerPoint: 25, counterPoints: 10, counterRadiusM: null })
		expect((await ok<Rewards>(await api.call('GET', `/v1/business-users/${shop.id}/rewards`, { token: shop.member.token }))).collectedToday).toBeGreaterThanOrEqual(1)
		await expectLedgerBalanced()
	})
})

describe('vouchers', () => {
	test('concurrent gets never overdraw the points nor take more vouchers than offered; a retry with the same key is one voucher', async () => {
		const dan = await api.somebody('Dan')
		await givePoints(dan, 100)
		const voucher = await offer({ pointsCost: 30, perPerson: 10 })
		const answers = await Promise.all(Array.from({ length: 6 }, () => getVoucher(dan, voucher.id)))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
		for (const refused of answers.filter((answer) => answer.status !== 201)) await problemOf(refused, 409, 'not_enough_points')
		expect((await pocketOf(dan)).points).toBe(10)

		const limited = await offer({ pointsCost: 0, quantity: 2, perPerson: 5 })
		const people = await Promise.all([api.somebody('Eve'), api.somebody('Fay'), api.somebody('Gus')])
		const takes = await Promise.all(people.map((who) => getVoucher(who, limited.id)))
		expect(takes.filter((answer) => answer.status === 201)).toHaveLength(2)
		await problemOf(takes.find((answer) => answer.status !== 201)!, 409, 'voucher_unavailable')

		const key = randomUUID()
		const once = await ok<GotVoucher>(await getVoucher(people[0]!, (await offer({ pointsCost: 0 })).id, key), 201)
		const again = await ok<GotVoucher>(await getVoucher(people[0]!, once.voucher.voucherId, key), 201)
		expect(again.voucher.id).toBe(once.voucher.id)
		await expectLedgerBalanced()
	})

	test('the offers say who may get what; one per person; a voucher shows its code to its owner only', async () => {
		const [hal, ivy] = [await api.somebody('Hal'), await api.somebody('Ivy')]
		await givePoints(hal, 40)
		const voucher = await offer({ title: 'ส่วนลด 10%', valueSatang: null, percent: 10, pointsCost: 40 })
		const offers = await ok<VoucherOfferList>(await api.call('GET', `/v1/vouchers?businessUserId=${shop.id}`, { token: hal.token }))
		expect(offers.offers.find((entry) => entry.id === voucher.id)).toMatchObject({ percent: 10, valueSatang: null, get: { allowed: true, reason: null }, got: 0 })
		const ivyOffers = await ok<VoucherOfferList>(await api.call('GET', `/v1/vouchers?businessUserId=${shop.id}`, { token: ivy.token }))
		expect(ivyOffers.offers.find((entry) => entry.id === voucher.id)?.get).toEqual({ allowed: false, reason: 'points' })

		const got = await ok<GotVoucher>(await getVoucher(hal, voucher.id), 201)
		expect(got).toMatchObject({ points: 0, voucher: { title: 'ส่วนลด 10%', state: 'ready', businessUser: { id: shop.id } } })
		expect(got.voucher.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
		await givePoints(hal, 40)
		await problemOf(await getVoucher(hal, voucher.id), 409, 'voucher_unavailable')
		await problemOf(await api.call('GET', `/v1/me/pocket/vouchers/${got.voucher.id}`, { token: ivy.token }), 404, 'not_found')
		expect((await ok<{ vouchers: { state: string }[] }>(await api.call('GET', '/v1/me/pocket/vouchers', { token: hal.token }))).vouchers.map((mine) => mine.state)).toEqual(['ready'])

		const history = await ok<PocketHistory>(await api.call('GET', '/v1/me/pocket/history', { token: hal.token }))
		expect(history.entries.map((entry) => [entry.reason, entry.amount, entry.balanceAfter, entry.voucherTitle])).toEqual([
			['sale', 40, 40, null],
			['voucher', -40, 0, 'ส่วนลด 10%'],
			['sale', 40, 40, null],
		])
	})

	test('staff redeem a code once (two at once: one succeeds); the one who redeemed it may undo it for two minutes; then it is used again', async () => {
		const jan = await api.somebody('Jan')
		const got = await ok<GotVoucher>(await getVoucher(jan, (await offer({ pointsCost: 0 })).id), 201)
		const typed = got.voucher.code.toLowerCase().replace(/(.{5})/, '$1-')
		const redeem = (who: Somebody, code = typed) => api.call('POST', `/v1/business-users/${shop.id}/voucher-redemptions`, { token: who.token, body: { code } })
		const both = await Promise.all([redeem(shop.owner), redeem(shop.admin)])
		expect(both.map((answer) => answer.status).sort()).toEqual([201, 409])
		const winner = both[0]!.status === 201 ? shop.owner : shop.admin
		const other = winner === shop.owner ? shop.admin : shop.owner
		const redemption = await ok<Redemption>(both.find((answer) => answer.status === 201)!, 201)
		expect(redemption).toMatchObject({ code: got.voucher.code, undoable: true, person: { name: 'Jan Suksai' } })
		expect((await ok<{ state: string }>(await api.call('GET', `/v1/me/pocket/vouchers/${got.voucher.id}`, { token: jan.token }))).state).toBe('used')

		const undo = (who: Somebody) => api.call('POST', `/v1/business-users/${shop.id}/voucher-redemptions/${redemption.id}/undo`, { token: who.token })
		await problemOf(await undo(other), 409, 'undo_expired')
		expect(await ok<Redemption>(await undo(winner))).toMatchObject({ undone: true, undoable: false })
		await problemOf(await undo(winner), 409, 'undo_expired')
		expect((await ok<{ state: string }>(await api.call('GET', `/v1/me/pocket/vouchers/${got.voucher.id}`, { token: jan.token }))).state).toBe('ready')

		const second = await ok<Redemption>(await redeem(other), 201)
		await api.db.execute(sql`update voucher_redemptions set undo_until = now() - interval '1 second' where id = ${second.id}`)
		await problemOf(await api.call('POST', `/v1/business-users/${shop.id}/voucher-redemptions/${second.id}/undo`, { token: other.token }), 409, 'undo_expired')
		await problemOf(await redeem(other), 409, 'already_redeemed')
		await problemOf(await redeem(other, 'ZZZZZZZZZZ'), 404, 'not_found')
		await problemOf(await redeem(other, 'short'), 400, 'validation_failed')
	})

	test('strangers are told nothing of a business’s rewards; members without the sale grant’s update see but do not change or redeem', async () => {
		const body = { title: 'x', valueSatang: 1000, pointsCost: 0, validFrom: new Date().toISOString(), validUntil: new Date(Date.now() + 60_000).toISOString() }
		for (const [method, path, payload] of [
			['GET', 'rewards'],
			['PUT', 'rewards', { bahtPerPoint: 10, counterPoints: null, counterRadiusM: null }],
			['POST', 'rewards/counter-code'],
			['GET', 'vouchers'],
			['POST', 'vouchers', body],
			['GET', 'voucher-redemptions'],
			['POST', 'voucher-redemptions', { code: 'ABCDEFGHJK' }],
		] as const) {
			await problemOf(await api.call(method, `/v1/business-users/${shop.id}/${path}`, { token: shop.stranger.token, body: payload }), 404, 'not_found')
			const member = await api.call(method, `/v1/business-users/${shop.id}/${path}`, { token: shop.member.token, body: payload })
			if (method === 'GET') expect(member.status, path).toBe(200)
			else await problemOf(member, 403, 'forbidden')
		}
		const voucher = await offer({})
		await problemOf(await api.call('POST', `/v1/business-users/${shop.id}/vouchers/${voucher.id}/end`, { token: shop.member.token }), 403, 'forbidden')
		await problemOf(await api.call('POST', `/v1/business-users/${shop.id}/vouchers/${voucher.id}/end`, { token: shop.stranger.token }), 404, 'not_found')
		expect((await ok<BusinessVoucher>(await api.call('POST', `/v1/business-users/${shop.id}/vouchers/${voucher.id}/end`, { token: shop.owner.token }))).ended).toBe(true)
	})
})

describe('expiry', () => {
	test('points expire oldest first on their day; spending takes the soonest-expiring first; the pocket shows what expires soon', async () => {
		const kim = await api.somebody('Kim')
		await givePoints(kim, 50)
		await givePoints(kim, 20)
		const lots = await rows<{ id: string; amount: number }>(sql`select l.id, l.amount from point_lots l join ledger_accounts a on a.id = l.account_id join profiles p on p.id = a.profile_id where p.uuid = ${kim.uuid} order by l.created_at`)
		// The first lot ends within the month, the second in a year.
		await api.db.execute(sql`update point_lots set expires_at = now() + interval '10 days' where id = ${lots[0]!.id}`)
		expect((await pocketOf(kim)).expiringSoon).toEqual([{ points: 50, expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }])
		// A voucher for 30 takes them from the lot that ends first.
		await ok(await getVoucher(kim, (await offer({ pointsCost: 30 })).id), 201)
		expect(await rows(sql`select remaining::int from point_lots where id in (${lots[0]!.id}, ${lots[1]!.id}) order by created_at`)).toEqual([{ remaining: 20 }, { remaining: 20 }])
		await api.db.execute(sql`update point_lots set expires_at = now() - interval '1 second' where id = ${lots[0]!.id}`)
		await expireDueLots(api.db)
		await expireDueLots(api.db)
		expect((await pocketOf(kim)).points).toBe(20)
		const history = await ok<PocketHistory>(await api.call('GET', '/v1/me/pocket/history', { token: kim.token }))
		expect(history.entries[0]).toMatchObject({ reason: 'expiry', amount: -20, balanceAfter: 20 })
		await expectLedgerBalanced()
	})

	test('the sweep and a spend of the same points at once: each waits for the other, and the expired points are never spent', async () => {
		const people = await Promise.all(Array.from({ length: 4 }, (_, n) => api.somebody(`Mo${n}`)))
		const voucher = await offer({ pointsCost: 20, perPerson: 5 })
		for (const who of people) {
			await givePoints(who, 30)
			await givePoints(who, 30)
			await api.db.execute(sql`update point_lots l set expires_at = now() - interval '1 second' from ledger_accounts a, profiles p
				where a.id = l.account_id and p.id = a.profile_id and p.uuid = ${who.uuid} and l.amount = 30 and l.created_at = (select min(created_at) from point_lots where account_id = l.account_id)`)
		}
		const answers = await Promise.all([...people.flatMap((who) => [getVoucher(who, voucher.id), getVoucher(who, voucher.id)]), expireDueLots(api.db), expireDueLots(api.db)])
		const statuses = answers.slice(0, 8).map((answer) => (answer as Response).status)
		// 30 points left each once the first lot has expired: one voucher of 20 each, the second refused.
		expect(statuses.filter((status) => status === 201)).toHaveLength(4)
		expect(statuses.filter((status) => status === 409)).toHaveLength(4)
		for (const who of people) expect((await pocketOf(who)).points).toBe(10)
		await expectLedgerBalanced()
	})

	test('history pages by cursor, newest first, without repeats', async () => {
		const lee = await api.somebody('Lee')
		for (let n = 1; n <= 35; n++) await givePoints(lee, n)
		const first = await ok<PocketHistory>(await api.call('GET', '/v1/me/pocket/history', { token: lee.token }))
		const second = await ok<PocketHistory>(await api.call('GET', `/v1/me/pocket/history?cursor=${first.nextCursor}`, { token: lee.token }))
		expect([...first.entries, ...second.entries].map((entry) => entry.amount)).toEqual(Array.from({ length: 35 }, (_, i) => 35 - i))
		expect(second.nextCursor).toBeNull()
		await problemOf(await api.call('GET', '/v1/me/pocket/history?cursor=nope', { token: lee.token }), 400, 'validation_failed')
		// Nothing is changed in the ledger once written.
		const refused = (await api.db.execute(sql`update ledger_entries set amount = amount + 1`).catch((error: unknown) => error)) as Error & { cause?: unknown }
		expect(String(refused.cause)).toMatch(/append-only/)
	})
})
