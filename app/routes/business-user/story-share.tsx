import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { denied, permissionNeeded, requireUser } from '#app/auth/guards.server.ts'
import { ofBusinessUser } from '#app/auth/permission-needed.ts'
import { storyFields, storyRequired } from '#app/business-user/form-fields.ts'
import { storyBody, storySchema } from '#app/business-user/forms.ts'
import { businessUserParams, requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { contentApi } from '#app/content/api.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/business-user/forms.ts').then((m) => m.storySchema)
const emptyStory = { title: '', body: '', imageUrl: '' }

export const handle = { i18n: ['business-user'] }
export const meta = pageMeta

/**
 * /business-user/{id}/story/share: a member who may post (grant content.create) publishes a story as the
 * business user, with their own name beside it; another member is told they need that grant, anyone else
 * goes to /404 (the API refuses them too).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { id, page, businessUserTo } = await requireBusinessUserPage(args)
	if (!page.canPostStory) {
		throw page.myRole ? permissionNeeded(args.request, { needs: { slug: 'content', scope: 'create' }, of: ofBusinessUser({ id, name: page.name }) }) : denied(args.request)
	}
	const t = await i18next.getFixedT(args.request, 'business-user')
	// The form's idempotency key (ADR 0016): sent again after a failure, the story is not posted twice.
	return { meta: { title: t('forms.story.heading'), description: t('forms.story.intro', { name: page.name }) }, name: page.name, businessUserTo, idempotencyKey: newIdempotencyKey() }
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(businessUserParams, args.params, request)
	const content = contentApi(request, args.context, session)
	// The story's picture is uploaded first; the story is then posted with its URL.
	const { formData, failures } = await readPictureForm(request, content.caller, picturesOf(storyFields))
	return saveForm({
		request,
		formData,
		schema: storySchema,
		refusals: pictureRefusals(failures),
		save: (value) => content.create('story', { type: 'business-user', id }, storyBody(value), value.idempotencyKey),
		done: async () => redirectWithSuccess(businessUserPath(id), (await i18next.getFixedT(request, 'business-user'))('forms.story.shared')),
	})
}

export default function BusinessUserShareStory() {
	const { t } = useTranslation('business-user')
	const { name, businessUserTo, idempotencyKey } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{t('forms.story.heading')}</h1>
			<p className="muted">{t('forms.story.intro', { name })}</p>
			<EditForm id="business-user-story" namespace="business-user" labels="forms.story" fields={storyFields} required={storyRequired} schema={loadSchema} defaultValue={emptyStory} cancelTo={businessUserTo} idempotencyKey={idempotencyKey} />
		</div>
	)
}
