import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LinkList } from '#app/components/forms/link-list.tsx'
import { failureReason, saveForm } from '#app/forms/save-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { linkFields } from '#app/profile/form-fields.ts'
import { linkLabel, linkSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

const EditForm = hydrateLater(() => import('#app/components/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.linkSchema)
const emptyLink = { url: '', label: '' }

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/** /profiles/{uuid}/form/link: the person's links, added one at a time and removed one by one. */
export async function loader(args: LoaderFunctionArgs) {
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const [page, t] = await Promise.all([api.page(uuid), i18next.getFixedT(args.request, 'profile')])
	return { meta: { title: t('forms.link.heading'), description: t('forms.link.intro') }, profileTo, links: page.links }
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, uuid, profileTo } = await requireOwnProfile(args)
	const formData = await request.formData()
	const t = await i18next.getFixedT(request, 'profile')
	// The whole list is written each time (PUT): start from what is there now.
	const current = async () => (await api.page(uuid)).links.map(({ label, url }) => ({ label, url }))
	const formTo = `${profileTo}/form/link`
	if (formData.get('intent') === 'remove') {
		const removeId = String(formData.get('linkId'))
		try {
			const { links } = await api.page(uuid)
			await api.putLinks({ items: links.filter((link) => link.id !== removeId).map(({ label, url }) => ({ label, url })) })
		} catch (error) {
			return data({ removeFailed: failureReason(request, error) }, { status: 502 })
		}
		return redirectWithSuccess(formTo, t('forms.link.removed'))
	}
	let added = false
	return saveForm({
		request,
		formData,
		schema: linkSchema,
		save: async ({ url, label }) => {
			if (!url) return
			await api.putLinks({ items: [...(await current()), { label: linkLabel({ label, url }), url }] })
			added = true
		},
		done: () => (added ? redirectWithSuccess(formTo, t('forms.link.added')) : redirect(profileTo)),
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
