import { type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { denied, requireBusinessAccountMember } from '#app/auth/guards.server.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import type { PeopleRights } from '#contracts/people-rights.ts'
import { businessApi } from './business-api.server.ts'

const paramsSchema = z.object({ id: z.uuid(), buid: z.uuid() })

/**
 * /business-account/{id}/business-user/{buid}/…: pages that manage who works as a business user (user
 * control, invite links). check-in-business-account first; then the business user must belong to that
 * account (else 404) and the person must hold one of the page's people rights (else the denial, /404):
 * the owner and admins hold all of them, a member those their member grants give. The API refuses
 * anyone else on its own.
 */
export async function requireManagedBusinessUser(args: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>, allows: (rights: PeopleRights) => boolean) {
	const { request, context } = args
	const { id, buid } = parseParams(paramsSchema, args.params, request)
	const auth = await requireBusinessAccountMember(args, id)
	const api = businessApi(request, context, auth.session)
	const members = await api.members(buid).catch(orNotFound(request, 'businessUser'))
	if (members.businessUser.businessAccountId !== id) throw notFound(request, 'businessUser')
	if (!allows(members.can)) throw denied(request)
	return { ...auth, api, members, businessUserId: buid, accountTo: `/business-account/${id}` }
}
