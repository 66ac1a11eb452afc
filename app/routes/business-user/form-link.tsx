import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireOwnBusinessUser } from '#app/business-user/owner.server.ts'
import { businessUserFormPath } from '#app/business-user/paths.ts'
import { LinkList } from '#app/forms/link-list.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { linkFields } from '#app/forms/link-form-fields.ts'
import { linkFormAction } from '#app/forms/link-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { businessUserLinkLimit } from '#contracts/business-profile.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { orNotFound } from '#app/routing/params.server.ts'

const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/forms/link-form.ts').then((m) => m.linkSchema)
const emptyLink = { url: '', label: '' }

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/** /business-user/{id}/form/link: the business's links, added one at a time (at most 10) and removed one by one (check-owner-business). */
export async function loader(args: LoaderFunctionArgs) {
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const [page, t] = await Promise.all([api.page(id).catch(orNotFound(args.request, 'businessUser')), i18next.getFixedT(args.request, 'business-user')])
	return {
		meta: { title: t('forms.link.heading'), description: t('forms.link.intro', { max: businessUserLinkLimit }) },
		name: page.name,
		businessUserTo,
		links: page.links,
		limit: businessUserLinkLimit,
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, id, businessUserTo } = await requireOwnBusinessUser(args)
	const t = await i18next.getFixedT(request, 'business-user')
	return linkFormAction({
		request,
		formData: await readForm(request),
		links: () => api.links(id),
		save: (items) => api.putLinks(id, { items }),
		formTo: businessUserFormPath(id, 'link'),
		doneTo: businessUserTo,
		messages: { added: t('forms.link.added'), removed: t('forms.link.removed') },
		limit: businessUserLinkLimit,
	})
}

export default function BusinessUserLinkForm() {
	const { t } = useTranslation('business-user')
	const { name, businessUserTo, links, limit } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<p className="muted">{name}</p>
			<h1>{t('forms.link.heading')}</h1>
			<p className="muted">{t('forms.link.intro', { max: limit })}</p>
			<LinkList links={links} namespace="business-user" />
			<h2>{t('forms.link.addTitle')}</h2>
			{links.length >= limit ? <p className="notice">{t('errors.linkLimit', { max: limit })}</p> : null}
			<EditForm id="business-user-link" namespace="business-user" labels="forms.link" fields={linkFields} schema={loadSchema} defaultValue={emptyLink} cancelTo={businessUserTo} />
		</div>
	)
}
