import { z } from 'zod'
import { birthday } from './dates.ts'
import { optionalParagraph, optionalText, requiredLine } from './text.ts'
import { textLimits } from './limits.ts'

export const accountPointSchema = z
	.object({
		point: z.number().int(),
		tokenTotal: z.number(),
		/** Rounded to 4 decimals (docs/product.md#signed-in-state). */
		totalExperience: z.number(),
	})
	.meta({ id: 'AccountPoint' })

export const profileSchema = z
	.object({
		id: z.string(),
		uuid: z.uuid(),
		firstName: z.string(),
		lastName: z.string(),
		imageUrl: z.string().nullable(),
		email: z.string().nullable(),
		phoneNumber: z.string().nullable(),
		birthday: z.string().nullable().describe('ISO date, YYYY-MM-DD'),
		country: z.string().nullable(),
		province: z.string().nullable(),
		city: z.string().nullable(),
		isProfessionalAccount: z.boolean(),
		aboutTitle: z.string().nullable(),
		aboutDescription: z.string().nullable(),
		specialty: z.string().nullable(),
		createdAt: z.iso.datetime(),
	})
	.meta({ id: 'Profile' })

/** What anyone signed in may see of another person's profile. */
export const publicProfileSchema = profileSchema
	.pick({
		uuid: true,
		firstName: true,
		lastName: true,
		imageUrl: true,
		isProfessionalAccount: true,
		aboutTitle: true,
		aboutDescription: true,
		specialty: true,
		country: true,
		province: true,
		city: true,
	})
	.meta({ id: 'PublicProfile' })

export const updateProfileSchema = z
	.object({
		firstName: requiredLine(textLimits.name),
		lastName: requiredLine(textLimits.name),
		phoneNumber: optionalText(250),
		birthday: birthday().nullable(),
		country: optionalText(textLimits.name),
		province: optionalText(textLimits.name),
		city: optionalText(textLimits.name),
		aboutTitle: optionalText(textLimits.title),
		aboutDescription: optionalParagraph(textLimits.body),
		specialty: optionalText(textLimits.title),
	})
	.partial()
	.meta({ id: 'UpdateProfile' })

export type Profile = z.infer<typeof profileSchema>
export type PublicProfile = z.infer<typeof publicProfileSchema>
export type UpdateProfile = z.infer<typeof updateProfileSchema>
export type AccountPoint = z.infer<typeof accountPointSchema>
