import { parse } from '@conform-to/dom'
import { data, type ActionFunction, type AppLoadContext, type LoaderFunction, type ServerBuild } from '@remix-run/node'
import { isServiceOutage, outageInit, SERVICE_BUSY } from '#app/api/outage.ts'

// Where an outage no loader or action handled becomes the busy page or the form's busy answer (app/api/outage.ts).

/** A page whose data could not be read: the nearest error boundary shows the busy page. */
function serviceBusyPage() {
	return data({ reason: SERVICE_BUSY }, outageInit)
}

/** This request met an outage: its later reads answer from the person's last answers (api/client.server.ts). */
function noteOutage(context: AppLoadContext) {
	context.outage ??= { met: true }
	context.outage.met = true
}

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i
// Secrets are never sent back to the page, even to keep them in the form.
const secretField = /password|secret/i

/**
 * The form as sent, back with the busy message: conform's reply shape, which every form's `result` reads.
 * Only text comes back (a chosen file cannot be put back in a file input).
 */
async function busyFormReply(copy: Request | undefined) {
	const formData = copy ? await copy.formData().catch(() => undefined) : undefined
	if (!formData) return data({ result: { status: 'error' as const, error: { '': [SERVICE_BUSY] } } }, outageInit)
	const hidden = [...new Set([...formData.keys()].filter((name) => secretField.test(name) || formData.getAll(name).some((v) => typeof v !== 'string')))]
	const submission = parse(formData, { resolve: () => ({ error: { '': [SERVICE_BUSY] } }) })
	return data({ result: submission.reply({ formErrors: [SERVICE_BUSY], hideFields: hidden }) }, outageInit)
}

function guardLoader(loader: LoaderFunction): LoaderFunction {
	return async (args) => {
		try {
			return await loader(args)
		} catch (error) {
			if (!isServiceOutage(error)) throw error
			noteOutage(args.context)
			throw serviceBusyPage()
		}
	}
}

function guardAction(action: ActionFunction): ActionFunction {
	return async (args) => {
		const sentForm = formTypes.test(args.request.headers.get('Content-Type') ?? '')
		const copy = sentForm ? args.request.clone() : undefined
		try {
			return await action(args)
		} catch (error) {
			if (!isServiceOutage(error)) throw error
			noteOutage(args.context)
			return busyFormReply(copy)
		} finally {
			// An unread copy would hold the body in memory until collected. Not awaited: a branch's cancel
			// settles only once the action's branch is done with the body too.
			if (copy && !copy.bodyUsed) void copy.body?.cancel().catch(() => undefined)
		}
	}
}

const guarded = new WeakMap<ServerBuild, ServerBuild>()

/**
 * The build with every route's loader and action guarded: an outage a loader did not handle is the busy
 * page (503); one an action did not handle brings its form back with the input and the busy message.
 */
export function withServiceOutagePages(build: ServerBuild): ServerBuild {
	let result = guarded.get(build)
	if (!result) {
		const routes = Object.fromEntries(
			Object.entries(build.routes).map(([id, route]) => {
				const { loader, action } = route.module
				const module = { ...route.module, ...(loader && { loader: guardLoader(loader) }), ...(action && { action: guardAction(action) }) }
				return [id, { ...route, module }]
			}),
		)
		result = { ...build, routes }
		guarded.set(build, result)
	}
	return result
}
