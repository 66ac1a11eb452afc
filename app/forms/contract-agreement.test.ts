import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { updateAccountBody, updateAccountSchema } from '#app/account/forms.ts'
import { createBusinessUserBody, createBusinessUserSchema, createBusinessAccountSchema as createBusinessAccountForm } from '#app/business-account/forms.ts'
import * as businessUserForms from '#app/business-user/forms.ts'
import * as profileForms from '#app/profile/forms.ts'
import * as openTabForms from '#app/open-tab/forms.ts'
import { connect } from '#contracts/content/connect.ts'
import { connectRequestInputSchema, createConnectSchema, openTabPartInputSchema } from '#contracts/open-tab.ts'
import { openTabLimits } from '#contracts/open-tab-limits.ts'
import { businessInfoForms } from './business-info-form.ts'
import { linkInput, linkSchema } from './link-form.ts'
import { createBusinessAccountSchema, createBusinessUserSchema as createBusinessUserContract } from '#contracts/business.ts'
import {
	putBusinessUserAboutPartSchema,
	putBusinessUserInfoSchema,
	putBusinessUserLinksSchema,
	putBusinessUserOverviewSchema,
} from '#contracts/business-profile.ts'
import { story } from '#contracts/content/story.ts'
import { work } from '#contracts/content/work.ts'
import { collectionLimits, textLimits } from '#contracts/limits.ts'
import { putImagesSchema } from '#contracts/media.ts'
import { imagesBody } from '#app/media/picture-rule.ts'
import { createCollectionSchema, updateCollectionSchema } from '#contracts/social/collections.ts'
import { collectionBody, createCollectionFormSchema, renameCollectionFormSchema } from '#app/social/forms.ts'
import {
	createEducationExperienceSchema,
	createOurStorySchema,
	createSkillTalentSchema,
	putBusinessInfoSchema,
	putProfileAboutSchema,
	putProfileLinksSchema,
	putProfileOverviewSchema,
} from '#contracts/profile-page.ts'
import { updateProfileSchema } from '#contracts/profile.ts'
import { boardBody, boardFormSchema, replyFormSchema } from '#app/board/forms.ts'
import { boardLimits, createBoardSchema, replyInputSchema } from '#contracts/board.ts'

// Every form's output, made into its API body the way its action does, is a body the API takes: a form
// never accepts what its contract refuses (docs/decisions/0019-structure.md). Each form is tried at its
// fullest (every field at its length limit, in Thai, with the spaces a paste brings) and at its emptiest
// (only what it requires), as a browser sends it.

const thai = (length: number) => 'ก'.repeat(length)
const padded = (text: string) => `  ${text}  `
const picture = '/media/0123456789abcdef0123456789abcdef-960.webp'
const key = '2f1c1a52-2a5e-4f8e-9c7a-0c4b2f1d9e11'

type Case = {
	form: z.ZodType
	body: (value: never) => unknown
	contract: z.ZodType
	fullest: Record<string, string>
	emptiest: Record<string, string>
}

const contact = {
	company: padded(thai(textLimits.title)),
	phone: '081 234 5678',
	email: 'dao@example.com',
	website: 'https://example.com/shop',
	address: `${thai(textLimits.address - 10)}\r\nBangkok`,
	postcode: '10330',
}
const noContact = { company: '', phone: '', email: '', website: '', address: '', postcode: '' }

/** A person's and a business user's link forms are one form: a link added to the list. */
const linkCase = (contract: z.ZodType): Case => ({
	form: linkSchema,
	body: (value: z.output<typeof linkSchema>) => ({ items: [linkInput({ label: value.label, url: value.url ?? '' })] }),
	contract,
	fullest: { label: thai(textLimits.name), url: 'https://example.com/a?b=c' },
	emptiest: { label: '', url: 'https://example.com' },
})

const connectInfo = { title: thai(textLimits.title), visibility: 'private', status: 'closed', showMembers: 'yes', province: thai(textLimits.name), address: thai(textLimits.address) }
const emptyConnectInfo = { title: 'x', visibility: 'public', status: 'open', showMembers: 'no', province: '', address: '' }

const cases: Record<string, Case> = {
	'/account/open-tab/connects/{type}-create': {
		form: openTabForms.createConnectFormSchema,
		body: (value: z.output<typeof openTabForms.createConnectFormSchema>) => openTabForms.createConnectBody('job', value),
		contract: createConnectSchema,
		fullest: { title: padded(thai(textLimits.title)), overview: thai(openTabLimits.overview), visibility: 'private', idempotencyKey: key },
		emptiest: { title: 'x', overview: '', visibility: 'public', idempotencyKey: key },
	},
	'/account/open-tab/{cid}/form/info (a job)': {
		form: openTabForms.infoFormSchema,
		body: (value: z.output<typeof openTabForms.infoFormSchema>) => openTabForms.infoBodyOf('job', value),
		contract: connect.update,
		fullest: { ...connectInfo, payMin: '1,250.50', payMax: '20,000,000', hours: thai(textLimits.name), placeName: thai(textLimits.title) },
		emptiest: { ...emptyConnectInfo, payMin: '', payMax: '', hours: '', placeName: '' },
	},
	'/account/open-tab/{cid}/form/info (a project)': {
		form: openTabForms.infoFormSchema,
		body: (value: z.output<typeof openTabForms.infoFormSchema>) => openTabForms.infoBodyOf('project', value),
		contract: connect.update,
		fullest: { ...connectInfo, startsOn: '2030-01-01', endsOn: '2030-12-31', skills: Array.from({ length: openTabLimits.skills }, () => thai(openTabLimits.skillLength)).join('\r\n') },
		emptiest: { ...emptyConnectInfo, startsOn: '', endsOn: '', skills: '' },
	},
	'/account/open-tab/{cid}/form/info (a club)': {
		form: openTabForms.infoFormSchema,
		body: (value: z.output<typeof openTabForms.infoFormSchema>) => openTabForms.infoBodyOf('club', value),
		contract: connect.update,
		fullest: { ...connectInfo, meetingTime: thai(textLimits.name), placeName: thai(textLimits.title) },
		emptiest: { ...emptyConnectInfo, meetingTime: '', placeName: '' },
	},
	'/account/open-tab/{cid}/form/overview': {
		form: openTabForms.overviewFormSchema,
		body: openTabForms.overviewBody,
		contract: connect.update,
		fullest: { overview: thai(openTabLimits.overview), imageUrl: picture },
		emptiest: { overview: '', imageUrl: '' },
	},
	'/account/open-tab/{cid}/form/about-us/description': {
		form: openTabForms.descriptionFormSchema,
		body: openTabForms.descriptionBody,
		contract: connect.update,
		fullest: { body: thai(textLimits.body) },
		emptiest: { body: '' },
	},
	'/account/open-tab/{cid}/form/about-us/goal/create': {
		form: openTabForms.entryFormSchema,
		body: (value: z.output<typeof openTabForms.entryFormSchema>) => openTabForms.entryBody('goal', value),
		contract: openTabPartInputSchema,
		fullest: { title: thai(textLimits.title), body: thai(textLimits.body), imageUrl: picture, businessUserId: key, idempotencyKey: key },
		emptiest: { title: 'x', body: '', imageUrl: '', businessUserId: '', idempotencyKey: key },
	},
	'/open-tabs/connects/{cid}/detail (connect)': {
		form: openTabForms.requestFormSchema,
		body: ({ message }: { message?: string }) => ({ message }),
		contract: connectRequestInputSchema,
		fullest: { intent: 'connect', message: thai(openTabLimits.message) },
		emptiest: { intent: 'connect', message: '' },
	},
	'/account/board/create': {
		form: boardFormSchema,
		body: boardBody,
		contract: createBoardSchema,
		fullest: { title: padded(thai(boardLimits.title)), message: `${thai(boardLimits.message - 10)}\r\nmore`, community: key, idempotencyKey: key },
		emptiest: { title: 'x', message: 'y', community: '', idempotencyKey: key },
	},
	'/account/board/{id} (reply)': {
		form: replyFormSchema,
		body: ({ reply }: { reply: string }) => ({ message: reply }),
		contract: replyInputSchema,
		fullest: { intent: 'reply', reply: thai(boardLimits.reply) },
		emptiest: { intent: 'reply', reply: 'y' },
	},
	'/my-collection (create)': {
		form: createCollectionFormSchema,
		body: collectionBody,
		contract: createCollectionSchema,
		fullest: { intent: 'create', name: padded(thai(collectionLimits.name)), description: `${thai(collectionLimits.description - 10)}\r\nmore`, public: 'on', idempotencyKey: key },
		emptiest: { intent: 'create', name: 'x', description: '', idempotencyKey: key },
	},
	'/my-collection (rename)': {
		form: renameCollectionFormSchema,
		body: collectionBody,
		contract: updateCollectionSchema,
		fullest: { intent: 'rename', collection: key, name: thai(collectionLimits.name), description: thai(collectionLimits.description), public: 'on' },
		emptiest: { intent: 'rename', collection: key, name: 'x', description: '' },
	},
	'/account/update': {
		form: updateAccountSchema,
		body: updateAccountBody,
		contract: updateProfileSchema,
		fullest: { firstName: thai(textLimits.name), lastName: thai(textLimits.name), phoneNumber: '0812345678', birthday: '1990-02-28', country: thai(textLimits.name), province: thai(textLimits.name), city: thai(textLimits.name) },
		emptiest: { firstName: 'Dao', lastName: 'Suksai', phoneNumber: '', birthday: '', country: '', province: '', city: '' },
	},
	'/business-account/create': {
		form: createBusinessAccountForm,
		body: ({ name }: { name: string }) => ({ name }),
		contract: createBusinessAccountSchema,
		fullest: { name: padded(thai(textLimits.businessName)), idempotencyKey: key },
		emptiest: { name: 'ab', idempotencyKey: key },
	},
	'/business-account/{id}/business-user/create': {
		form: createBusinessUserSchema,
		body: createBusinessUserBody,
		contract: createBusinessUserContract,
		fullest: { name: thai(textLimits.businessName), description: thai(textLimits.description), idempotencyKey: key },
		emptiest: { name: 'ab', description: '', idempotencyKey: key },
	},
	'/profiles/{uuid}/form/overview': {
		form: profileForms.overviewSchema,
		body: profileForms.overviewBody,
		contract: putProfileOverviewSchema,
		fullest: { overview: padded(thai(textLimits.overview)), specialty: thai(textLimits.title) },
		emptiest: { overview: '', specialty: '' },
	},
	// The same form's picture and cover, written by their own call (PUT /v1/me/images).
	'/profiles/{uuid}/form/overview (pictures)': {
		form: profileForms.overviewSchema,
		body: imagesBody,
		contract: putImagesSchema,
		fullest: { overview: 'x', imageUrl: picture, coverUrl: picture },
		emptiest: { overview: '', imageUrl: '', coverUrl: '' },
	},
	'/profiles/{uuid}/form/about-us/description': {
		form: profileForms.aboutDescriptionSchema,
		body: profileForms.aboutDescriptionBody,
		contract: putProfileAboutSchema,
		fullest: { title: thai(textLimits.title), description: thai(textLimits.body) },
		emptiest: { title: '', description: '' },
	},
	'/profiles/{uuid}/form/about-us/education-experience/create': {
		form: profileForms.educationExperienceSchema,
		body: profileForms.educationExperienceBody,
		contract: createEducationExperienceSchema,
		fullest: { kind: 'experience', title: thai(textLimits.title), organisation: thai(textLimits.title), startsOn: '2019-01-01', endsOn: '2024-12-31', description: thai(textLimits.description), idempotencyKey: key },
		emptiest: { kind: 'education', title: 'B.A.', organisation: '', startsOn: '2019-01-01', endsOn: '', description: '', idempotencyKey: key },
	},
	'/profiles/{uuid}/form/about-us/our-story/create': {
		form: profileForms.ourStorySchema,
		body: profileForms.ourStoryBody,
		contract: createOurStorySchema,
		fullest: { title: thai(textLimits.title), body: thai(textLimits.body), imageUrl: picture, idempotencyKey: key },
		emptiest: { title: 'Our start', body: '', imageUrl: '', idempotencyKey: key },
	},
	'/profiles/{uuid}/form/about-us/skill-talent/create': {
		form: profileForms.skillTalentSchema,
		body: profileForms.skillTalentBody,
		contract: createSkillTalentSchema,
		fullest: { name: thai(textLimits.name), level: '5', idempotencyKey: key },
		emptiest: { name: 'Latte art', level: '', idempotencyKey: key },
	},
	'/profiles/{uuid}/form/business-info': {
		form: businessInfoForms.person.schema,
		body: businessInfoForms.person.body,
		contract: putBusinessInfoSchema,
		fullest: { ...contact, positionTitle: thai(textLimits.title) },
		emptiest: { ...noContact, positionTitle: '' },
	},
	'/profiles/{uuid}/form/link': linkCase(putProfileLinksSchema),
	'/profiles/{uuid}/form/works/create (taken part in)': {
		form: profileForms.workSchema,
		body: (value: z.output<typeof profileForms.workSchema>) => ({ ...profileForms.workBody(value, false), mine: false }),
		contract: work.create,
		fullest: { title: thai(textLimits.title), body: thai(textLimits.body), url: 'https://example.com/work', year: '2024', role: thai(textLimits.name), imageUrl: picture, idempotencyKey: key },
		emptiest: { title: 'A work', body: '', url: '', year: '', role: '', imageUrl: '', idempotencyKey: key },
	},
	'/profiles/{uuid}/form/works/{wid} (my own)': {
		form: profileForms.workSchema,
		body: (value: z.output<typeof profileForms.workSchema>) => profileForms.workBody(value, true),
		contract: work.update,
		fullest: { title: thai(textLimits.title), body: thai(textLimits.body), url: 'https://example.com/work', year: '2024', role: '', imageUrl: picture },
		emptiest: { title: 'A work', body: '', url: '', year: '', role: '', imageUrl: '' },
	},
	'/business-user/{id}/form/overview': {
		form: businessUserForms.overviewSchema,
		body: businessUserForms.overviewBody,
		contract: putBusinessUserOverviewSchema,
		fullest: { overview: thai(textLimits.overview) },
		emptiest: { overview: '' },
	},
	'/business-user/{id}/form/overview (pictures)': {
		form: businessUserForms.overviewSchema,
		body: imagesBody,
		contract: putImagesSchema,
		fullest: { overview: 'x', imageUrl: picture, coverUrl: picture },
		emptiest: { overview: '', imageUrl: '', coverUrl: '' },
	},
	'/business-user/{id}/form/about-us/{part}': {
		form: businessUserForms.aboutPartSchema,
		body: businessUserForms.aboutPartBody,
		contract: putBusinessUserAboutPartSchema,
		fullest: { text: thai(textLimits.body) },
		emptiest: { text: '' },
	},
	'/business-user/{id}/form/business-info': {
		form: businessInfoForms.businessUser.schema,
		body: businessInfoForms.businessUser.body,
		contract: putBusinessUserInfoSchema,
		fullest: { ...contact, openingHours: thai(textLimits.address) },
		emptiest: { ...noContact, openingHours: '' },
	},
	'/business-user/{id}/form/link': linkCase(putBusinessUserLinksSchema),
	'/business-user/{id}/story/share': {
		form: businessUserForms.storySchema,
		body: businessUserForms.storyBody,
		contract: story.create,
		fullest: { title: thai(textLimits.title), body: thai(textLimits.body), imageUrl: picture, idempotencyKey: key },
		emptiest: { title: 'News', body: 'Open late today', imageUrl: '', idempotencyKey: key },
	},
}

/** The form's value, as its action gets it from what a browser sends. */
function submitted(form: z.ZodType, fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	const submission = parseWithZod(formData, { schema: form })
	if (submission.status !== 'success') throw new Error(`the form refused it: ${JSON.stringify(submission.error)}`)
	return submission.value as never
}

describe('every form agrees with its contract', () => {
	describe.each(Object.entries(cases))('%s', (_name, { form, body, contract, fullest, emptiest }) => {
		test.each([
			['at its fullest', fullest],
			['at its emptiest', emptiest],
		])('%s, its body is one the API takes', (_which, fields) => {
			const result = contract.safeParse(body(submitted(form, fields)))
			expect(result.success ? [] : result.error.issues).toEqual([])
		})

		test('a text one character over its limit is refused by the form, as by the API', () => {
			const longest = Object.entries(fullest).find(([name, value]) => value.trim().startsWith('ก') && !['address'].includes(name))
			if (!longest) return
			const [name, value] = longest
			expect(() => submitted(form, { ...fullest, [name]: `${value.trim()}ก` })).toThrow(/refused/)
		})
	})
})
