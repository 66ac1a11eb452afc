import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LinkList } from '#app/forms/link-list.tsx'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { linkFormAction } from '#app/forms/link-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { linkFields } from '#app/forms/link-form-fields.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/forms/link-form.ts').then((m) => m.linkSchema)
const emptyLink = { url: '', label: '' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/link: the person's links, added one at a time and removed one by one. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, profileTo } = await requireOwnProfile(args)
	const [links, t] = await Promise.all([api.links(), i18next.getFixedT(args.request, 'profile')])
	return { meta: { title: t('forms.link.heading'), description: t('forms.link.intro') }, profileTo, links }
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, profileTo } = await requireOwnProfile(args)
	const t = await i18next.getFixedT(request, 'profile')
	return linkFormAction({
		request,
		formData: await readForm(request),
		links: api.links,
		save: (items) => api.putLinks({ items }),
		formTo: `${profileTo}/form/link`,
		doneTo: profileTo,
		messages: { added: t('forms.link.added'), removed: t('forms.link.removed') },
	})
}

export default function ProfileLinkForm() {
	const { t } = useTranslation('profile')
	const { profileTo, links } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('forms.link.heading')}</h1>
			<p className="muted">{t('forms.link.intro')}</p>
			<LinkList links={links} />
			<h2>{t('forms.link.addTitle')}</h2>
			<EditForm id="profile-link" namespace="profile" labels="forms.link" fields={linkFields} schema={loadSchema} defaultValue={emptyLink} cancelTo={profileTo} />
		</div>
	)
}
