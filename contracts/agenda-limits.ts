// My agenda's limits and names without the validation library, for pages' browser code (first-load JS).
// docs/product.md#my-agenda

export const agendaLimits = {
	title: 200,
	notes: 2000,
	address: 500,
	/** An entry runs at most this many days, like an event (docs/product.md#content). */
	maxDays: 31,
	/** A page of the agenda: the next 30 days unless asked; a range asked is at most 92 days. */
	defaultRangeDays: 30,
	maxRangeDays: 92,
	/** The private feed: what ended in the last 30 days, and what starts within a year. */
	feedDaysBack: 30,
	feedDaysAhead: 366,
	/** How often calendar apps are asked to fetch the feed again. */
	feedRefresh: 'PT1H',
} as const

/** What an agenda line is: the person's own entry, or an event (or agenda item) they said "I'm going" to. */
export const agendaItemTypes = ['entry', 'going'] as const
export type AgendaItemType = (typeof agendaItemTypes)[number]
