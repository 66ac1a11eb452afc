import { eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessInfo } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { blankToNull } from '#api/db/values.ts'
import type { BusinessUserInfo, PutBusinessUserInfo } from '#contracts/business-profile.ts'
import type { BusinessInfo, PutBusinessInfo } from '#contracts/profile-page.ts'
import type { ContactFields } from '#contracts/profile-fields.ts'
import { promptPayTarget } from '#contracts/shop/promptpay-id.ts'
import { thaiPhoneToE164 } from '#contracts/thai-phone.ts'
import { HEAD_OFFICE_BRANCH, thaiTaxId } from '#contracts/thai-tax-id.ts'
import { touchOwner, type OwnerKey } from './owner.ts'

// A person's or a business user's business info (form/business-info), the same for both
// (docs/data-model.md): the contact fields every profile has, and the owner's own one, a person's
// position or a business's opening hours. Who may write is the route's (the person themself; a
// business user's admins).

type PersonKey = Extract<OwnerKey, { type: 'person' }>
type BusinessUserKey = Extract<OwnerKey, { type: 'business-user' }>
type Row = typeof businessInfo.$inferSelect

const ownedBy = (owner: OwnerKey) => (owner.type === 'person' ? eq(businessInfo.ownerProfileId, owner.profileId) : eq(businessInfo.ownerBusinessUserId, owner.businessUserId))

function toAnswer(owner: OwnerKey, row: Row): BusinessInfo | BusinessUserInfo {
	const contact = { company: row.company, phone: row.phone, email: row.email, website: row.website, address: row.address, postcode: row.postcode }
	return owner.type === 'person' ? { ...contact, positionTitle: row.positionTitle } : { ...contact, openingHours: row.openingHours, promptPayId: row.promptPayId, taxId: row.taxId, taxBranch: row.taxBranch }
}

/** A PromptPay id as kept: its digits (a mobile number from 0, or the 13-digit id); null for none. */
const promptPayIdOf = (typed: string | null | undefined) => (typed ? (promptPayTarget(typed)?.target ?? null) : null)

/** A tax id as kept: its 13 digits, with its branch (the head office unless another is given); both null for none. */
function taxValues(input: PutBusinessUserInfo) {
	const taxId = input.taxId ? thaiTaxId(input.taxId) : null
	return { taxId, taxBranch: taxId ? blankToNull(input.taxBranch) ?? HEAD_OFFICE_BRANCH : null }
}

/** The stored form of the contact fields every business-info form shares: '' as null, the phone in E.164. */
const contactValues = (input: ContactFields) => ({
	company: blankToNull(input.company) ?? null,
	phone: thaiPhoneToE164(input.phone ?? undefined) ?? null,
	email: blankToNull(input.email) ?? null,
	website: blankToNull(input.website) ?? null,
	address: blankToNull(input.address) ?? null,
	postcode: blankToNull(input.postcode) ?? null,
})

export async function findBusinessInfo(db: Database, owner: PersonKey): Promise<BusinessInfo | null>
export async function findBusinessInfo(db: Database, owner: BusinessUserKey): Promise<BusinessUserInfo | null>
export async function findBusinessInfo(db: Database, owner: OwnerKey) {
	const [row] = await db.select().from(businessInfo).where(ownedBy(owner)).limit(1)
	return row ? toAnswer(owner, row) : null
}

/** Writes the whole form (an emptied field clears its value) and marks the owner changed, in one transaction. */
export async function putBusinessInfo(db: Database, owner: PersonKey, input: PutBusinessInfo): Promise<BusinessInfo>
export async function putBusinessInfo(db: Database, owner: BusinessUserKey, input: PutBusinessUserInfo): Promise<BusinessUserInfo>
export async function putBusinessInfo(db: Database, owner: OwnerKey, input: PutBusinessInfo | PutBusinessUserInfo) {
	const own =
		owner.type === 'person'
			? { positionTitle: blankToNull((input as PutBusinessInfo).positionTitle) ?? null }
			: {
					openingHours: blankToNull((input as PutBusinessUserInfo).openingHours) ?? null,
					promptPayId: promptPayIdOf((input as PutBusinessUserInfo).promptPayId),
					...taxValues(input as PutBusinessUserInfo),
				}
	const values = { ...contactValues(input), ...own, updatedAt: new Date() }
	const ownerColumns = owner.type === 'person' ? { ownerProfileId: owner.profileId } : { ownerBusinessUserId: owner.businessUserId }
	return inTransaction(db, async (tx) => {
		await touchOwner(tx, owner)
		const [row] = await tx
			.insert(businessInfo)
			.values({ ...ownerColumns, ...values })
			.onConflictDoUpdate({ target: owner.type === 'person' ? businessInfo.ownerProfileId : businessInfo.ownerBusinessUserId, set: values })
			.returning()
		if (!row) throw new Error('upsert returned nothing')
		return toAnswer(owner, row)
	})
}
