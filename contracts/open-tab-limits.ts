// Open tab's limits and names without the validation library, for pages' browser code (first-load JS):
// a connect's own fields by type, its about-us parts and how many of each (docs/product.md#open-tab,
// docs/decisions/0032-open-tab-connects-on-content.md).

export const openTabLimits = {
	/** A connect's overview: the line under its title. */
	overview: 300,
	/** A request's message to the owner. */
	message: 500,
	/** Entries in one about-us part (goals, our business, our story). */
	partEntries: 20,
	/** Needed skills on a project, and each one's length. */
	skills: 20,
	skillLength: 60,
	/** Connects a page of the searches and of "my connects". */
	page: 20,
	maxPage: 50,
	/** A person's connects shown with them in the search of open tabs. */
	connectsPerPerson: 3,
} as const

/** A connect's own fields (`details.info`) by its type; a type not listed has none. */
export const connectInfoFields = {
	job: ['payMinSatang', 'payMaxSatang', 'hours', 'placeName'],
	project: ['startsOn', 'endsOn', 'skills'],
	club: ['meetingTime', 'placeName'],
} as const satisfies Record<string, readonly ConnectInfoField[]>

export type ConnectInfoField = 'payMinSatang' | 'payMaxSatang' | 'hours' | 'placeName' | 'startsOn' | 'endsOn' | 'skills' | 'meetingTime'

/** The fields of a type's `info`; none for a type without its own. */
export const infoFieldsOf = (type: string): readonly ConnectInfoField[] => (connectInfoFields as Record<string, readonly ConnectInfoField[]>)[type] ?? []

/** The about-us parts that are lists of entries, as their routes spell them (`about-us/{part}/create`). */
export const openTabParts = ['goal', 'our-business', 'our-story'] as const
export type OpenTabPart = (typeof openTabParts)[number]

/** Whether a new request is taken: a connect's owner opens and closes it. */
export const connectStatuses = ['open', 'closed'] as const
export type ConnectStatus = (typeof connectStatuses)[number]

/** A request to connect: waiting for the owner, accepted (a member of the connect) or declined. */
export const connectRequestStates = ['pending', 'accepted', 'declined'] as const
export type ConnectRequestState = (typeof connectRequestStates)[number]
