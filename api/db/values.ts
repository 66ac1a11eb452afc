import { z } from 'zod'

// Values as the database takes them.

// Any 8-4-4-4-12 hex id PostgreSQL would take; anything else names nothing (and must not reach a query,
// where it would be an error rather than "not found").
const anyUuid = z.guid()
export const isUuid = (id: string) => anyUuid.safeParse(id).success

/** '' (an empty form field) is stored as null. */
export const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value)
