import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireOwnerOpenTab, requireUser } from '#app/auth/guards.server.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { openTabApi } from './api.server.ts'
import { connectDetailPath, connectPath } from './paths.ts'

type Args = Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>

/** A connect's pages: `cid` (or `id`) is a uuid, or the page is not found. */
const connectParams = z.object({ cid: z.uuid() })

/**
 * A connect's page for anyone signed in who may see it (the API's rule: public, theirs, or accepting
 * them): a visitor goes to /login, one they may not see is not found.
 */
export async function requireConnectPage(args: Args) {
	const auth = await requireUser(args)
	const { cid } = parseParams(connectParams, args.params, args.request)
	const api = openTabApi(args.request, args.context, auth.session)
	const page = await api.page(cid).catch(orNotFound(args.request, 'openTabConnect'))
	return { ...auth, cid, api, page, detailTo: connectDetailPath(cid) }
}

/**
 * check-owner-open-tab: a connect's forms and its owner's page are its owner's; one they cannot see is not
 * found, one they see but do not own a denial (/404). The API refuses their writes too.
 */
export async function requireOwnConnect(args: Args, cid = args.params.cid) {
	await requireUser(args)
	const { cid: id } = parseParams(connectParams, { cid }, args.request)
	const auth = await requireOwnerOpenTab(args, id)
	return { ...auth, cid: id, api: openTabApi(args.request, args.context, auth.session), connectTo: connectPath(id) }
}
