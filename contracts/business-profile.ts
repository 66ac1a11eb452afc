import { followStateSchema } from './social/follow.ts'
import { z } from 'zod'
import { contentListSchemas } from './content/registry.ts'
import { contactFieldsSchema, linkSchema, putLinksSchema } from './profile-fields.ts'
import { line, optionalParagraph } from './text.ts'
import { isPromptPayId } from './shop/promptpay-id.ts'
import { isThaiTaxId, TAX_BRANCH_PATTERN } from './thai-tax-id.ts'
import { textLimits } from './limits.ts'

// A business user's profile (docs/product.md#business-user-pages, docs/data-model.md §2.2): what /business-user/{id} shows anyone
// signed in, what the account's owner and the business user's admins write with its forms
// (form/overview, form/about-us/*, form/business-info, form/link), and its newest stories and next events
// (content: contracts/content).
//
// Text fields follow the text rule (text.ts) and are trimmed; an optional text field sent as '' is stored as null.

/** At most this many links on a business profile. */
export const businessUserLinkLimit = 10
/** Stories and events on the page; the lists continue at their own endpoints. */
export const businessUserPageListSize = 12

/** The about-us parts, each its own form (form/about-us/{part}) and its own text. */
export const businessUserAboutParts = ['description', 'goal', 'our-business', 'our-story'] as const
export type BusinessUserAboutPart = (typeof businessUserAboutParts)[number]

/** The caller's relation to a business user: the account's owner, an admin member, another member. */
export const businessUserRoles = ['owner', 'admin', 'member'] as const

// ---------------------------------------------------------------------------
// The profile's parts and their forms

export const businessUserOverviewSchema = z.object({ overview: z.string().nullable() }).meta({ id: 'BusinessUserOverview' })
export const putBusinessUserOverviewSchema = z.object({ overview: optionalParagraph(textLimits.overview) }).meta({ id: 'PutBusinessUserOverview' })

export const businessUserAboutSchema = z
	.object({ description: z.string().nullable(), goal: z.string().nullable(), ourBusiness: z.string().nullable(), ourStory: z.string().nullable() })
	.meta({ id: 'BusinessUserAbout' })
/** One about-us part; null or '' clears it. */
export const putBusinessUserAboutPartSchema = z.object({ text: optionalParagraph(textLimits.body) }).meta({ id: 'PutBusinessUserAboutPart' })

/** The business's contact details: public to anyone signed in. */
export const businessUserInfoSchema = z
	.object({
		company: z.string().nullable(),
		/** E.164 (+66…). */
		phone: z.string().nullable(),
		email: z.string().nullable(),
		website: z.string().nullable(),
		address: z.string().nullable(),
		postcode: z.string().nullable(),
		openingHours: z.string().nullable(),
		promptPayId: z.string().nullable().describe('Where its PromptPay QR codes pay: a Thai mobile number or a 13-digit tax id, digits only'),
		taxId: z.string().nullable().describe('A VAT-registered business user’s 13-digit tax id: its buyers may ask for tax invoices'),
		taxBranch: z.string().nullable().describe('Its branch with the Revenue Department, five digits (`00000` the head office); set with the tax id'),
	})
	.meta({ id: 'BusinessUserInfo' })
/** The same rules as a person's business info (phone, website_or_empty, postcode, email); every field may be null or ''. */
export const putBusinessUserInfoSchema = contactFieldsSchema
	.extend({
		openingHours: optionalParagraph(textLimits.address),
		promptPayId: line(32)
			.refine((value) => value === '' || isPromptPayId(value), { error: 'Not a Thai mobile number or a 13-digit tax id' })
			.nullable()
			.optional()
			.describe("A Thai mobile number or a 13-digit national or tax id (its check digit right); '' or null for none"),
		taxId: line(32)
			.refine((value) => value === '' || isThaiTaxId(value), { error: 'Not a 13-digit Thai tax id' })
			.nullable()
			.optional()
			.describe("Set only when VAT-registered: 13 digits, its check digit right; '' or null for none"),
		taxBranch: z
			.string()
			.refine((value) => value === '' || TAX_BRANCH_PATTERN.test(value), { error: 'Not a five-digit branch number' })
			.nullable()
			.optional()
			.describe("Five digits; '' or null is the head office (`00000`). Kept only with a tax id"),
	})
	.meta({ id: 'PutBusinessUserInfo' })

export const putBusinessUserLinksSchema = putLinksSchema(businessUserLinkLimit).meta({ id: 'PutBusinessUserLinks' })

// ---------------------------------------------------------------------------
// The page

export const businessUserPageSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		description: z.string().nullable(),
		overview: z.string().nullable(),
		goal: z.string().nullable(),
		ourBusiness: z.string().nullable(),
		ourStory: z.string().nullable(),
		/** The avatar. */
		imageUrl: z.string().nullable(),
		coverUrl: z.string().nullable(),
		businessAccount: z.object({ id: z.uuid(), name: z.string() }),
		/** Null until an admin fills in the business-info form. */
		businessInfo: businessUserInfoSchema.nullable(),
		links: z.array(linkSchema),
		/** People with a member row (admins included); the account's owner, who needs none, is not counted. */
		memberCount: z.number().int(),
		/** The caller is the account's owner or an admin: shows the edit links. */
		canEdit: z.boolean(),
		/** Who follows it, and whether the caller does (docs/product.md#feed). */
		follow: followStateSchema,
		/** The caller may post stories as this business user (grant content.create). */
		canPostStory: z.boolean(),
		myRole: z.enum(businessUserRoles).nullable(),
		/** The newest stories; `nextCursor` continues at GET /v1/business-users/{id}/content/story. */
		stories: contentListSchemas.story,
		/** The next upcoming events, soonest first (GET /v1/business-users/{id}/content/event). */
		events: contentListSchemas.event,
	})
	.meta({ id: 'BusinessUserPage' })

export type BusinessUserOverview = z.infer<typeof businessUserOverviewSchema>
export type PutBusinessUserOverview = z.infer<typeof putBusinessUserOverviewSchema>
export type PutBusinessUserAboutPart = z.infer<typeof putBusinessUserAboutPartSchema>
export type BusinessUserAbout = z.infer<typeof businessUserAboutSchema>
export type BusinessUserInfo = z.infer<typeof businessUserInfoSchema>
export type PutBusinessUserInfo = z.infer<typeof putBusinessUserInfoSchema>
export type PutBusinessUserLinks = z.infer<typeof putBusinessUserLinksSchema>
export type BusinessUserPage = z.infer<typeof businessUserPageSchema>
