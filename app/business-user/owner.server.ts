import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireOwnerBusiness, requireUser } from '#app/auth/guards.server.ts'
import { contentApi } from '#app/content/api.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { businessUserApi, type BusinessUserApi } from './api.server.ts'
import { businessUserPath } from './paths.ts'

type Args = Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>

/** Every page under /business-user/{id}: the id is a uuid, or the page is not found. */
export const businessUserParams = z.object({ id: z.uuid() })

/**
 * The business user's pages are for anyone signed in (docs/product.md#business-user-pages): a visitor goes to /login, an id that is
 * no business user's is a 404. Hands on the page's data with the caller's `canEdit` and `canPostStory`.
 */
export async function requireBusinessUserPage(args: Args) {
	const auth = await requireUser(args)
	const { id } = parseParams(businessUserParams, args.params, args.request)
	const api = businessUserApi(args.request, args.context, auth.session)
	const [page, language] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getLocale(args.request)])
	return { ...auth, id, api, content: contentApi(args.request, args.context, auth.session), page, language, businessUserTo: businessUserPath(id) }
}

/**
 * check-owner-business: the form pages are for the business account's owner and the business user's
 * admins; anyone else (its other members included) goes to /404. The API refuses their writes too.
 */
export async function requireOwnBusinessUser(args: Args) {
	await requireUser(args)
	const { id } = parseParams(businessUserParams, args.params, args.request)
	const auth = await requireOwnerBusiness(args, id)
	return { ...auth, id, api: businessUserApi(args.request, args.context, auth.session), businessUserTo: businessUserPath(id) }
}


export type { BusinessUserApi }
