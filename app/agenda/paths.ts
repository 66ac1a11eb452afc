// My agenda's addresses the pages link to (plain values: the browser's code uses them too).
/** Where the files are: one entry's, one event's one is going to, the whole agenda's, and the feed's address. */
export const calendarPaths = {
	entry: (id: string) => `/resources/agenda-calendar?entry=${encodeURIComponent(id)}`,
	going: (id: string) => `/resources/agenda-calendar?going=${encodeURIComponent(id)}`,
	all: '/resources/agenda-calendar',
	feed: (token: string) => `/resources/agenda-feed/${encodeURIComponent(token)}`,
}
