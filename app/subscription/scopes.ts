import type { DataScope } from '#contracts/subscription.ts'

/**
 * What a person may share with a business user, in the order the data-exchange question asks it: the
 * contract's `dataScopes` (checked equal by views.test.ts), here without the contract's validation
 * library, which a page's first load does not carry.
 */
export const sharingScopes = ['name', 'email', 'phone', 'birthday'] as const satisfies readonly DataScope[]
