// Subscriptions' limits and names without the validation library, for pages' browser code (first-load JS).

export const subscriptionLimits = {
	name: 80,
	tier: 40,
	benefit: 160,
	benefits: 10,
	vouchers: 5,
	voucherQuantity: 10,
	trialDays: 90,
	/** ฿20: the gateway's smallest charge. */
	minPriceSatang: 2000,
	maxPriceSatang: 10_000_000,
	/** How long a past due subscription keeps its access while its payment is retried. */
	graceDays: 7,
	/** The card is retried this many days after the period's end (then the subscription lapses at the grace's end). */
	retryDays: [1, 3, 5],
	/** A PromptPay-paid period's invoice opens this many days before the period ends. */
	promptPayNoticeDays: 3,
	/** An incomplete subscription (its first payment not made) ends after this many hours. */
	incompleteHours: 23,
	subscribersPage: 50,
} as const

export const packagePeriods = ['month', 'year'] as const
export type PackagePeriod = (typeof packagePeriods)[number]

/** What a person may share with a business user (PDPA consent, docs/product.md#data-exchange), in the order the question asks it. */
export const dataScopes = ['name', 'email', 'phone', 'birthday'] as const
export type DataScope = (typeof dataScopes)[number]

/** The membership tier a package gives: as the business named it, or the package's name when it named none. */
export const tierOf = (pkg: { tier: string; name: string }) => pkg.tier || pkg.name
