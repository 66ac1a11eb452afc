import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { placeChoices } from '#app/around-me/place-choices.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { communityApi } from '#app/community/api.server.ts'
import { communityBody, communityFormSchema } from '#app/community/forms.ts'
import { communityPath } from '#app/community/paths.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import type { ActionReply } from '#app/forms/reply.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

// The form (its picture uploader and place list) hydrates after the page (ADR 0007): not part of the first load.
const CommunityForm = hydrateLater(() => import('#app/community/community-form.tsx').then((m) => m.CommunityForm))

export const handle = { i18n: ['communities', 'around-me'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/**
 * /account/community/{id}/edit (docs/product.md#communities): its owner changes its name, description,
 * visibility, cover and place; anyone else finds no such page (404). A page of its own, so the
 * community's page loads no uploader or place list.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session } = await requireUser(args)
	const [t, language, community] = await Promise.all([i18next.getFixedT(request, 'communities'), i18next.getLocale(request), communityApi(request, context, session).one(id).catch(orNotFound(request, 'community'))])
	if (community.role !== 'owner') throw notFound(request, 'community')
	return {
		meta: { title: t('page.edit'), description: community.name },
		back: communityPath(id),
		values: { name: community.name, description: community.description, visibility: community.visibility, place: community.province ?? '', address: community.address ?? '', coverImageUrl: community.coverImageUrl ?? '' },
		places: placeChoices(language),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session } = await requireUser(args)
	const api = communityApi(request, context, session)
	const { formData, failures } = await readPictureForm(request, api.caller, [{ name: 'coverImageUrl', purpose: 'cover' }])
	return saveForm({
		request,
		formData,
		schema: communityFormSchema,
		refusals: pictureRefusals(failures),
		save: (value) => api.update(id, communityBody(value)),
		done: async () => redirectWithSuccess(communityPath(id), (await i18next.getFixedT(request, 'communities'))('done.saved'), { status: 303 }),
	})
}

export default function CommunityEdit() {
	const { t } = useTranslation('communities')
	const { back, values, places } = useLoaderData<typeof loader>()
	const actionData = useActionData<ActionReply>()
	return (
		<div className="stack community-page">
			<h1>{t('page.edit')}</h1>
			<CommunityForm intent="save" values={values} places={places} actionData={actionData} submit={t('form.save')} cancelHref={back} />
		</div>
	)
}
