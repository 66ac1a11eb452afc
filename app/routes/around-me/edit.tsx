import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { denied, permissionNeeded } from '#app/auth/guards.server.ts'
import { ofBusinessUser } from '#app/auth/permission-needed.ts'
import { readContentForm } from '#app/content/content-form.server.ts'
import { formValuesOf } from '#app/content/form-values.ts'
import { pageItemOf } from '#app/content/item.server.ts'
import { boardApi } from '#app/board/api.server.ts'
import { itemPath, takesCommunity, type PublishableKind } from '#app/content/kinds.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

const Form = hydrateLater(() => import('#app/content/content-form.tsx').then((m) => m.ContentForm))

export const handle = { i18n: ['content', 'around-me'] }
export const meta = pageMeta

/**
 * The item being changed. A member of the business user it belongs to who may not change it is told the
 * grant it needs; anyone else goes to /404 (the API refuses them too).
 */
async function editing(args: LoaderFunctionArgs) {
	const { request } = args
	const { kind, item, content, auth } = await pageItemOf(args)
	if (!item.canEdit) {
		const theirs = item.owner.type === 'business-user' ? auth.user.businessUsers.find((businessUser) => businessUser.id === item.owner.id) : undefined
		throw theirs ? permissionNeeded(request, { needs: { slug: 'content', scope: 'update' }, of: ofBusinessUser(theirs) }) : denied(request)
	}
	return { kind, item, content, auth }
}

/** /around-me/{kind}/{id}/edit: an item's form, as it was published; "Save" keeps the changes. */
export async function loader(args: LoaderFunctionArgs) {
	const { kind, item, auth } = await editing(args)
	const t = await i18next.getFixedT(args.request, 'content')
	const { values, pictures } = formValuesOf(kind, item)
	// A person's event or agenda item may move to another of their communities, or to none.
	const communities = takesCommunity(kind) && item.owner.type === 'person' ? (await boardApi(args.request, args.context, auth.session).communities()).items : []
	return { meta: { title: t('editTitle', { title: item.title }), description: t(`kinds.${kind}`) }, kind, title: item.title, defaultValue: values, pictures, itemTo: itemPath(item), communities }
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { kind, item, content } = await editing(args)
	const { formData, refusals } = await readContentForm(request, content.caller, kind)
	const { contentFormSchema, contentBody } = await import('#app/content/forms.ts')
	return saveForm({
		request,
		formData,
		schema: contentFormSchema(kind, 'edit'),
		refusals,
		save: (value) => content.update(kind, item.id, contentBody(kind, value) as never),
		done: async () => redirectWithSuccess(itemPath(item), (await i18next.getFixedT(request, 'content'))('saved')),
	})
}

export default function EditContent() {
	const { t } = useTranslation('content')
	const { kind, title, defaultValue, pictures, itemTo, communities } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('editTitle', { title })}</h1>
			<Form kind={kind as PublishableKind} mode="edit" defaultValue={defaultValue} pictures={pictures} postAs={[{ value: defaultValue.postAs ?? 'me', label: '' }]} cancelTo={itemTo} communities={communities} />
		</div>
	)
}
