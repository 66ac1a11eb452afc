import type { MissingRecord } from '#app/routing/missing-record.ts'
import type { PublishableKind } from './kinds.ts'

/** What the 404 page says is missing when an item of a kind is (locales/{en,th}/common.json errors.notFound.records). */
export const missingRecordOf = (kind: PublishableKind): MissingRecord => (kind === 'new_room' ? 'newRoom' : kind)
