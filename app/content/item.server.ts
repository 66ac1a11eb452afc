import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { failureInit } from '#app/api/outage.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { contentApi } from './api.server.ts'
import { kindOfPath, type PublishableKind } from './kinds.ts'

// An item's pages, for every kind (docs/product.md#content): /around-me/{kind}/{itemId} and its edit
// form, a business user's /business-user/{id}/{kind}/{itemId}, and the e-book's viewer. Each reads its
// item here and answers its buttons here.

/**
 * The item a page is about, its kind from the address, read as the signed-in person. Someone else's
 * hidden item, one that never was, and (under a business user's pages) one that is not that business
 * user's are a 404 that names what is missing.
 */
export async function pageItemOf(args: LoaderFunctionArgs) {
	const { request, params } = args
	const auth = await requireUser(args)
	const kind = kindOfPath(new URL(request.url).pathname)
	if (!kind) throw notFound(request)
	const content = contentApi(request, args.context, auth.session)
	const item: ContentItem<PublishableKind> = await content.read(kind, params.itemId ?? '').catch(orNotFound(request, kind))
	if (params.id !== undefined && (item.owner.type !== 'business-user' || item.owner.id !== params.id)) throw notFound(request, kind)
	return { kind, item, content, auth, confirmingDelete: item.canDelete && isConfirmingDelete(request) }
}

/** Where a deleted item's owner goes: its business user's page, or around me. */
const ownerPage = (item: ContentItem<PublishableKind>) => (item.owner.type === 'business-user' ? `/business-user/${item.owner.id}` : '/around-me')

/**
 * An item page's buttons: "I'm going" and taking it back (the API says which kinds have them), and
 * "Delete" after its confirmation, which says so at `deletedTo`. A failure is the page's to show, as
 * `failure` (`full`: the event has no places left).
 */
export async function itemPageAction(args: ActionFunctionArgs, deletedTo: (item: ContentItem<PublishableKind>) => string = ownerPage) {
	const { request } = args
	const { kind, item, content } = await pageItemOf(args)
	const intent = (await readForm(request)).get('intent')
	try {
		if (intent === 'going' || intent === 'not-going') {
			await content.going(kind, item.id, intent === 'going')
			const url = new URL(request.url)
			return redirect(`${url.pathname}${url.search}`, 303)
		}
		if (intent === 'delete') {
			await content.delete(kind, item.id)
			return redirectWithSuccess(deletedTo(item), (await i18next.getFixedT(request, 'content'))('deleted', { title: item.title }))
		}
	} catch (error) {
		const reason = failureReason(request, error)
		return data({ failure: intent === 'going' && reason === 'conflict' ? 'full' : reason }, failureInit(error, 409))
	}
	return data({ failure: 'invalid' }, { status: 400 })
}
