import { asc, eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { links } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import type { Link, PutLinks } from '#contracts/profile-fields.ts'
import { touchOwner, type OwnerKey } from './owner.ts'

// A person's or a business user's links (form/link), the same for both (docs/data-model.md): one ordered
// list, written whole. Who may write is the route's (the person themself; a business user's admins).

const ownedBy = (owner: OwnerKey) => (owner.type === 'person' ? eq(links.ownerProfileId, owner.profileId) : eq(links.ownerBusinessUserId, owner.businessUserId))

export async function listLinks(db: Database | Tx, owner: OwnerKey): Promise<Link[]> {
	return db
		.select({ id: links.id, label: links.label, url: links.url, position: links.position })
		.from(links)
		.where(ownedBy(owner))
		.orderBy(asc(links.position), asc(links.id))
}

/** The whole list at once; the owner's row lock (taken by marking it changed) serializes concurrent writes. */
export async function putLinks(db: Database, owner: OwnerKey, input: PutLinks) {
	return inTransaction(db, async (tx) => {
		await touchOwner(tx, owner)
		await tx.delete(links).where(ownedBy(owner))
		if (input.items.length > 0) {
			const ownerColumns = owner.type === 'person' ? { ownerProfileId: owner.profileId } : { ownerBusinessUserId: owner.businessUserId }
			await tx.insert(links).values(input.items.map((item, position) => ({ ...ownerColumns, label: item.label, url: item.url, position })))
		}
		return listLinks(tx, owner)
	})
}
