import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { imagesFields, pictureUrl } from '#app/media/picture-rule.ts'
import { blankableParagraph, max, requiredParagraph, required } from '#app/validation/rules.ts'
import type { BusinessUserAboutPart, BusinessUserPage } from '#contracts/business-profile.ts'
import { textLimits } from '#contracts/limits.ts'

// One schema per business-user form (/business-user/{id}/form/*, /business-user/{id}/story/share), for
// the page (conform) and its action alike. The API checks the same limits itself
// (contracts/business-profile.ts); these add the translated messages. Only types come from the
// contracts, so a form's schema loads without the API's.

/** form/overview: the line under the business user's name, and its picture and cover (saved with it). */
export const overviewSchema = z.object({ overview: blankableParagraph(textLimits.overview), ...imagesFields })

export const overviewBody = (value: z.output<typeof overviewSchema>) => ({ overview: value.overview ?? null })

/** form/about-us/{part}: one text each. */
export const aboutPartSchema = z.object({ text: blankableParagraph(textLimits.body) })

export const aboutPartBody = (value: z.output<typeof aboutPartSchema>) => ({ text: value.text ?? null })

/** The about-us parts (their path segments), in the order the hub and the bio page show them. */
export const aboutPartNames = ['description', 'goal', 'our-business', 'our-story'] as const satisfies readonly BusinessUserAboutPart[]

/** Where each about-us part is kept on the page. */
export const aboutParts = {
	description: 'description',
	goal: 'goal',
	'our-business': 'ourBusiness',
	'our-story': 'ourStory',
} as const satisfies Record<BusinessUserAboutPart, keyof BusinessUserPage>

export type AboutPartKey = (typeof aboutParts)[BusinessUserAboutPart]

/** `/business-user/{id}/form/about-us/{part}` → the part; null for any other address. */
export function aboutPartOf(pathname: string): BusinessUserAboutPart | null {
	const part = /\/form\/about-us\/([a-z-]+)\/?$/.exec(pathname)?.[1]
	return aboutPartNames.find((candidate) => candidate === part) ?? null
}

/** The about-us parts of a page, in order: each with its path segment, its page key and its text. */
export function aboutPartsOf(page: Pick<BusinessUserPage, AboutPartKey>) {
	return aboutPartNames.map((part) => ({ part, key: aboutParts[part], text: page[aboutParts[part]] }))
}

/** story/share: a story posted as the business user, with the poster's name beside it; a create, so with its idempotency key (ADR 0016). */
export const storySchema = z.object({ title: required().pipe(max(textLimits.title)), body: requiredParagraph(textLimits.body), imageUrl: pictureUrl, idempotencyKey: idempotencyKeyField })

export const storyBody = (value: z.output<typeof storySchema>) => ({ title: value.title, body: value.body, ...(value.imageUrl ? { pictures: [value.imageUrl] } : {}) })
