// How long each kind of text may be, for the API's contracts and the web's forms alike: one number per
// kind of field, so a form never takes what the API refuses (app/forms/contract-agreement.test.ts checks every
// form against its contract). Plain numbers, so a form's code loads without the API's schemas.
export const textLimits = {
	/** A person's first or last name, a skill, a place (country, province, city), a link's label, a work's role. */
	name: 100,
	/** A title, an organisation, a company, a specialty, a position. */
	title: 200,
	/** The line under a name: a profile's or a business user's overview. */
	overview: 300,
	/** An address, opening hours. */
	address: 500,
	/** A short description: an education or experience entry, a business user. */
	description: 2000,
	/** A long text: an about-us text, a story's or a work's body. */
	body: 5000,
	/** A business account's or a business user's name (at least `businessNameMin`). */
	businessName: 120,
	businessNameMin: 2,
} as const

/** What a content item may carry (docs/product.md#content), for the contracts and the forms. */
export const contentLimits = {
	/** Tags on one item, and each tag's length. */
	tags: 10,
	tagLength: 40,
	/** Pictures on one item; a media album takes more. */
	pictures: 10,
	albumPictures: 20,
	/** A catalogue item's SKU, and its options (sizes, colours: one a line). */
	sku: 64,
	options: 20,
	optionLength: 60,
	/** An event's or an agenda item's longest run, in days. */
	maxDurationDays: 31,
	/** An event's capacity, a catalogue item's stock. */
	maxCount: 1_000_000,
	/** A price, rent or deposit, in satang (a hundredth of a baht): 20 million baht. */
	maxSatang: 2_000_000_000,
	/** A room's size in square metres. */
	maxRoomSquareMetres: 10_000,
} as const

/** The shop (docs/product.md#shop): lines in one cart, and how many of one line. */
export const shopLimits = {
	cartLines: 50,
	quantity: 99,
} as const

/** Collections (docs/product.md#collections): how many one person keeps, and how many items one holds. */
export const collectionLimits = {
	perPerson: 100,
	items: 500,
	name: 80,
	description: 500,
} as const

/** Search (docs/product.md#search): the longest query, and how many of the newest matches are ranked. */
export const searchLimits = {
	query: 200,
	ranked: 200,
} as const
