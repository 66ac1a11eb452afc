import { and, desc, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { chatMessages, chatReports } from '#api/db/schema.ts'
import { isUuid } from '#api/db/values.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import type { ChatReportEntry } from '#contracts/chat.ts'
import { partiesOf, partyIdOf, partyKeyOf, roomMembers } from './access.ts'

// Reports of conversations, for the operators (the back-office API): the newest first, and marked resolved when dealt with. The message is shown as kept: one its author deleted has
// no text any more (docs/product.md#chat).

const PAGE = 50

export async function listReports(db: Database, { open, before }: { open: boolean; before?: string }): Promise<{ items: ChatReportEntry[] }> {
	if (before !== undefined && !isUuid(before)) throw new ProblemError(400, 'validation_failed', 'Not a report id', { before: ['Not a report id'] })
	const [from] = before ? await db.select({ createdAt: chatReports.createdAt }).from(chatReports).where(eq(chatReports.id, before)) : []
	const rows = await selectReports(db)
		.where(and(open ? isNull(chatReports.resolvedAt) : undefined, from ? or(lt(chatReports.createdAt, from.createdAt), and(eq(chatReports.createdAt, from.createdAt), lt(chatReports.id, before!))) : undefined))
		.orderBy(desc(chatReports.createdAt), desc(chatReports.id))
		.limit(PAGE)
	return { items: await entriesOf(db, rows) }
}

const selectReports = (db: Database) =>
	db.select({ report: chatReports, message: chatMessages }).from(chatReports).leftJoin(chatMessages, and(eq(chatMessages.roomId, chatReports.roomId), eq(chatMessages.seq, chatReports.seq))).$dynamic()

async function entriesOf(db: Database, rows: Array<{ report: typeof chatReports.$inferSelect; message: typeof chatMessages.$inferSelect | null }>) {
	const items: ChatReportEntry[] = []
	for (const { report, message } of rows) {
		const members = await roomMembers(db, report.roomId)
		const parties = await partiesOf(db, members.map(partyKeyOf))
		const reporterSide = members.find((member) => member.profileId === report.reporterProfileId) ?? members.find((member) => member.businessUserId !== null)
		const otherSide = members.find((member) => member !== reporterSide)
		if (!reporterSide || !otherSide) continue
		items.push({
			id: report.id,
			roomId: report.roomId,
			seq: report.seq,
			reason: report.reason,
			reporter: parties.get(partyIdOf(partyKeyOf(reporterSide)))!,
			reported: parties.get(partyIdOf(partyKeyOf(otherSide)))!,
			message: message ? { text: message.body, pictureUrl: message.pictureUrl, sentAt: message.createdAt.toISOString(), deleted: message.deletedAt !== null } : null,
			createdAt: report.createdAt.toISOString(),
			resolvedAt: report.resolvedAt?.toISOString() ?? null,
		})
	}
	return items
}

export async function resolveReport(db: Database, id: string) {
	if (!isUuid(id)) throw notFound('No such report')
	const [row] = await db.update(chatReports).set({ resolvedAt: new Date() }).where(eq(chatReports.id, id)).returning()
	if (!row) throw notFound('No such report')
	const [entry] = await entriesOf(db, await selectReports(db).where(eq(chatReports.id, id)))
	return entry!
}
