// The records a page can be about, for the Page Not Found page to say which one is missing
// (locales/{en,th}/common.json errors.notFound.records).
export const missingRecords = [
	'profile',
	'businessUser',
	'businessAccount',
	'openTabConnect',
	'work',
	'agenda',
	'announce',
	'event',
	'attention',
	'catalogue',
	'media',
	'new_room',
	'story',
	'ebook',
	'board',
	'collection',
	'purchaseOrder',
	'businessOrder',
	'package',
	'agendaEntry',
	'community',
] as const
export type MissingRecord = (typeof missingRecords)[number]

export function isMissingRecord(value: unknown): value is MissingRecord {
	return missingRecords.includes(value as MissingRecord)
}
