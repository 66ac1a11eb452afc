import { type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { denied, requireUser } from '#app/auth/guards.server.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { profileApi } from './api.server.ts'

const profileParams = z.object({ uuid: z.uuid() })

/**
 * The profile form pages are their owner's alone (docs/product.md#personal-profile): anyone else's uuid is a denial (/404), as
 * the ability guards do. The API writes only ever reach the caller's own profile (/v1/me) anyway.
 */
export async function requireOwnProfile(args: Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>) {
	const auth = await requireUser(args)
	const { uuid } = parseParams(profileParams, args.params, args.request)
	if (uuid !== auth.user.uuid) throw denied(args.request)
	return { ...auth, uuid, api: profileApi(args.request, args.context, auth.session), profileTo: `/profiles/${uuid}` }
}
