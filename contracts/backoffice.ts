import { z } from 'zod'
import { line } from './text.ts'

// The back-office API (operators' tools, not the product's pages): who is a professional account is
// decided here, never by anything a person can write about themselves (docs/decisions/0010).

/** A person as an operator sees them. */
export const backOfficePersonSchema = z
	.object({
		uuid: z.uuid(),
		email: z.string().nullable(),
		firstName: z.string(),
		lastName: z.string(),
		isProfessionalAccount: z.boolean(),
	})
	.meta({ id: 'BackOfficePerson' })

export const findPersonQuerySchema = z.object({ email: line(320).pipe(z.email()) })

export const setProfessionalSchema = z.object({ professional: z.boolean() }).meta({ id: 'SetProfessional' })

export type BackOfficePerson = z.infer<typeof backOfficePersonSchema>
