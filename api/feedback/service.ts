import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { feedback, feedbackReplies, profiles } from '#api/db/schema.ts'
import { afterCursor, cursorTime, pageOf, timeIdCursor } from '#api/db/paging.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { markSeenAbout, notify } from '#api/notifications/index.ts'
import {
	feedbackLimits,
	type BackOfficeFeedback,
	type BackOfficeFeedbackList,
	type Feedback,
	type FeedbackInput,
	type FeedbackList,
	type FeedbackStatus,
	type FeedbackSummary,
} from '#contracts/feedback.ts'

// Feedback (docs/product.md#feedback, docs/data-model.md §2.9): a person's message to the team and the
// conversation after it. Its sender reads and replies to it; the operators (the back-office API) list,
// read, answer and close it. Anyone else is told it does not exist. Answering and closing tell the
// person (api/notifications) in the same transaction.

const summaryColumns = {
	id: feedback.id,
	subject: feedback.subject,
	status: feedback.status,
	createdAt: feedback.createdAt,
	updatedAt: feedback.updatedAt,
}

type SummaryRow = { id: string; subject: string; status: FeedbackStatus; createdAt: Date; updatedAt: Date }
const toSummary = (row: SummaryRow): FeedbackSummary => ({ id: row.id, subject: row.subject, status: row.status, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })

const closed = () => new ProblemError(409, 'feedback_closed', 'This feedback is closed: it takes no more replies (send new feedback instead)')
const noSuchFeedback = () => notFound('No such feedback')

/** A person sends feedback. */
export async function createFeedback(db: Database, profileId: string, input: FeedbackInput): Promise<Feedback> {
	const id = await inTransaction(db, async (tx) => {
		const [row] = await tx
			.insert(feedback)
			.values({ profileId, subject: input.subject, body: input.message, pictureUrl: blankToNull(input.pictureUrl) ?? null, page: blankToNull(input.page) ?? null, locale: input.locale ?? null })
			.returning({ id: feedback.id })
		return row!.id
	})
	return (await readFeedbackRow(db, id))!.feedback
}

/** The person's feedback, newest first. */
export async function listMyFeedback(db: Database, profileId: string, cursor?: string): Promise<FeedbackList> {
	const rows = await db
		.select({ ...summaryColumns, at: cursorTime(feedback.createdAt) })
		.from(feedback)
		.where(and(eq(feedback.profileId, profileId), cursor ? afterCursor(feedback.createdAt, feedback.id, cursor) : undefined))
		.orderBy(desc(feedback.createdAt), desc(feedback.id))
		.limit(feedbackLimits.listPage + 1)
	const { page, nextCursor } = pageOf(rows, feedbackLimits.listPage, (last) => timeIdCursor.encode([last.at, last.id]))
	return { items: page.map(toSummary), nextCursor }
}

/** One of the person's feedback with its conversation; opening it marks what they were told of it seen. Anyone else's: 404. */
export async function readMyFeedback(db: Database, profileId: string, id: string): Promise<Feedback> {
	const found = isUuid(id) ? await readFeedbackRow(db, id) : null
	if (!found || found.profileId !== profileId) throw noSuchFeedback()
	await markSeenAbout(db, profileId, 'feedbackId', id)
	return found.feedback
}

/** The sender adds to the conversation: an answered feedback is open again; a closed one refuses (409). */
export async function replyToMyFeedback(db: Database, profileId: string, id: string, message: string): Promise<Feedback> {
	if (!isUuid(id)) throw noSuchFeedback()
	await inTransaction(db, async (tx) => {
		const row = await lockFeedback(tx, id)
		if (!row || row.profileId !== profileId) throw noSuchFeedback()
		if (row.status === 'closed') throw closed()
		await tx.insert(feedbackReplies).values({ feedbackId: id, author: 'person', body: message })
		await tx.update(feedback).set({ status: 'open', updatedAt: sql`now()` }).where(eq(feedback.id, id))
	})
	return (await readFeedbackRow(db, id))!.feedback
}

// ---------------------------------------------------------------------------
// The operators' side (the back-office API).

/** Feedback of one status, the most recently changed first (what waits longest is on the last pages). */
export async function listFeedbackForOperators(db: Database, status: FeedbackStatus, cursor?: string): Promise<BackOfficeFeedbackList> {
	const rows = await db
		.select({ ...summaryColumns, at: cursorTime(feedback.updatedAt), ...senderColumns })
		.from(feedback)
		.innerJoin(profiles, eq(profiles.id, feedback.profileId))
		.where(and(eq(feedback.status, status), cursor ? afterCursor(feedback.updatedAt, feedback.id, cursor) : undefined))
		.orderBy(desc(feedback.updatedAt), desc(feedback.id))
		.limit(feedbackLimits.backOfficePage + 1)
	const { page, nextCursor } = pageOf(rows, feedbackLimits.backOfficePage, (last) => timeIdCursor.encode([last.at, last.id]))
	return { items: page.map((row) => ({ ...toSummary(row), sender: senderOf(row) })), nextCursor }
}

/** Any feedback with its conversation and sender, for an operator. */
export async function readFeedbackForOperators(db: Database, id: string): Promise<BackOfficeFeedback> {
	const found = isUuid(id) ? await readFeedbackRow(db, id) : null
	if (!found) throw noSuchFeedback()
	return { ...found.feedback, sender: found.sender }
}

/** The team answers: the feedback is answered, and its sender is told. A closed one refuses (409). */
export async function answerFeedback(db: Database, id: string, message: string): Promise<BackOfficeFeedback> {
	if (!isUuid(id)) throw noSuchFeedback()
	await inTransaction(db, async (tx) => {
		const row = await lockFeedback(tx, id)
		if (!row) throw noSuchFeedback()
		if (row.status === 'closed') throw closed()
		await tx.insert(feedbackReplies).values({ feedbackId: id, author: 'team', body: message })
		await tx.update(feedback).set({ status: 'answered', updatedAt: sql`now()` }).where(eq(feedback.id, id))
		await notify(tx, row.profileId, 'feedback_answered', { feedbackId: id, subject: row.subject })
	})
	return readFeedbackForOperators(db, id)
}

/** The team closes it: no more replies, and its sender is told. Closing a closed one changes nothing. */
export async function closeFeedback(db: Database, id: string): Promise<BackOfficeFeedback> {
	if (!isUuid(id)) throw noSuchFeedback()
	await inTransaction(db, async (tx) => {
		const row = await lockFeedback(tx, id)
		if (!row) throw noSuchFeedback()
		if (row.status === 'closed') return
		await tx.update(feedback).set({ status: 'closed', updatedAt: sql`now()` }).where(eq(feedback.id, id))
		await notify(tx, row.profileId, 'feedback_closed', { feedbackId: id, subject: row.subject })
	})
	return readFeedbackForOperators(db, id)
}

// ---------------------------------------------------------------------------

const senderColumns = { senderUuid: profiles.uuid, senderFirstName: profiles.firstName, senderLastName: profiles.lastName, senderEmail: profiles.email }
type SenderRow = { senderUuid: string; senderFirstName: string; senderLastName: string; senderEmail: string | null }
const senderOf = (row: SenderRow) => ({ uuid: row.senderUuid, name: `${row.senderFirstName} ${row.senderLastName}`.trim(), email: row.senderEmail })

/** The row, locked until the transaction ends: replies and answers to one feedback take turns. */
async function lockFeedback(tx: Tx, id: string) {
	const [row] = await tx.select({ profileId: feedback.profileId, status: feedback.status, subject: feedback.subject }).from(feedback).where(eq(feedback.id, id)).for('update')
	return row
}

async function readFeedbackRow(db: Database | Tx, id: string) {
	const [row] = await db
		.select({ ...summaryColumns, profileId: feedback.profileId, body: feedback.body, pictureUrl: feedback.pictureUrl, page: feedback.page, locale: feedback.locale, ...senderColumns })
		.from(feedback)
		.innerJoin(profiles, eq(profiles.id, feedback.profileId))
		.where(eq(feedback.id, id))
	if (!row) return null
	const replies = await db
		.select({ id: feedbackReplies.id, author: feedbackReplies.author, body: feedbackReplies.body, createdAt: feedbackReplies.createdAt })
		.from(feedbackReplies)
		.where(eq(feedbackReplies.feedbackId, id))
		.orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
	const item: Feedback = {
		...toSummary(row),
		message: row.body,
		pictureUrl: row.pictureUrl,
		page: row.page,
		locale: row.locale,
		replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
	}
	return { profileId: row.profileId, feedback: item, sender: senderOf(row) }
}
