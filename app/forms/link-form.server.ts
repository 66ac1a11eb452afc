import { data, redirect } from '@remix-run/node'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { linkInput, linkSchema, linkToRemove } from './link-form.ts'
import { failureReason, FormRefusal, saveForm } from './save-form.server.ts'
import { failureInit } from '#app/api/outage.ts'

type Link = { id: string; label: string; url: string }
type LinkInput = { label: string; url: string }

type LinkFormOptions = {
	request: Request
	formData: FormData
	/** The links kept now: the API takes the whole list each time (PUT), so a change starts from it. */
	links: () => Promise<Link[]>
	save: (items: LinkInput[]) => Promise<unknown>
	/** This form page, where adding or removing a link comes back to. */
	formTo: string
	/** Where a save that added nothing (the Website left empty) goes. */
	doneTo: string
	/** The toasts' texts. */
	messages: { added: string; removed: string }
	/** At most this many links: one more is refused with `errors.linkLimit` ({{max}}). */
	limit?: number
}

const inputOf = ({ label, url }: Link): LinkInput => ({ label, url })

/**
 * The action of a links form (a person's /profiles/{uuid}/form/link, a business user's
 * /business-user/{id}/form/link): `intent=remove` drops one link (link-list.tsx),
 * anything else adds the one in the form. Either way the whole list is written.
 */
export async function linkFormAction({ request, formData, links, save, formTo, doneTo, messages, limit }: LinkFormOptions) {
	if (formData.get('intent') === 'remove') {
		try {
			const current = await links()
			const gone = linkToRemove(current, { id: String(formData.get('linkId')), url: String(formData.get('url')), label: String(formData.get('label')) })
			await save(current.filter((link) => link !== gone).map(inputOf))
		} catch (error) {
			return data({ removeFailed: failureReason(request, error) }, failureInit(error, 502))
		}
		return redirectWithSuccess(formTo, messages.removed)
	}
	let added = false
	return saveForm({
		request,
		formData,
		schema: linkSchema,
		save: async ({ url, label }) => {
			if (!url) return
			const current = await links()
			if (limit !== undefined && current.length >= limit) throw new FormRefusal(encodeMessage('linkLimit', { max: limit }))
			await save([...current.map(inputOf), linkInput({ label, url })])
			added = true
		},
		done: () => (added ? redirectWithSuccess(formTo, messages.added) : redirect(doneTo)),
	})
}
