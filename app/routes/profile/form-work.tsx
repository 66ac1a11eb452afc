import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DeleteEntry, isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { failureReason, saveForm } from '#app/forms/save-form.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { pictureRefusals, readPictureForm } from '#app/media/picture-form.server.ts'
import { picturesOf } from '#app/media/pictures.ts'
import { myWorkFields, othersWorkFields } from '#app/profile/form-fields.ts'
import { workBody, workSchema } from '#app/profile/forms.ts'
import { requireOwnProfile } from '#app/profile/own-profile.server.ts'
import { notFound, orNotFound } from '#app/routing/params.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { contentApi } from '#app/content/api.server.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { failureInit } from '#app/api/outage.ts'

const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/profile/forms.ts').then((m) => m.workSchema)

export const handle = { i18n: ['profile'] }
export const meta = pageMeta

/**
 * /profiles/{uuid}/form/works/create-my-work (a work the person made), /works/create (one they took part
 * in, with their role) and /works/{wid} (change or delete one).
 */
async function requireWork(args: LoaderFunctionArgs) {
	const owner = await requireOwnProfile(args)
	const { wid } = args.params
	const mine = wid ? undefined : new URL(args.request.url).pathname.endsWith('/create-my-work')
	const content = contentApi(args.request, args.context, owner.session)
	if (!wid) return { ...owner, content, work: null, mine: Boolean(mine) }
	const work = await content.read('work', wid).catch(orNotFound(args.request, 'work'))
	// Another person's work is not edited from this profile's forms.
	if (work.owner.id !== owner.uuid || !work.canEdit) throw notFound(args.request, 'work')
	return { ...owner, content, work, mine: work.details.mine }
}

const valuesOf = (work: ContentItem<'work'> | null) => ({
	title: work?.title ?? '',
	body: work?.body ?? '',
	url: work?.details.url ?? '',
	year: work?.details.year == null ? '' : String(work.details.year),
	role: work?.details.role ?? '',
	imageUrl: work?.details.imageUrl ?? '',
})

export async function loader(args: LoaderFunctionArgs) {
	const { work, mine, profileTo } = await requireWork(args)
	const t = await i18next.getFixedT(args.request, 'profile')
	const title = work ? t('forms.work.editTitle', { name: work.title }) : t(mine ? 'forms.work.createMineTitle' : 'forms.work.createTitle')
	return {
		meta: { title, description: t('forms.work.intro') },
		title,
		mine,
		isNew: !work,
		profileTo,
		values: valuesOf(work),
		// A new work's form carries an idempotency key (ADR 0016): sent again after a failure, it is not added twice.
		idempotencyKey: work ? null : newIdempotencyKey(),
		confirmingDelete: Boolean(work) && isConfirmingDelete(args.request),
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { api, content, work, mine, profileTo } = await requireWork(args)
	// The work's picture is uploaded first; the work is then saved with its URL.
	const { formData, failures } = await readPictureForm(request, api.caller, picturesOf(mine ? myWorkFields : othersWorkFields))
	const t = await i18next.getFixedT(request, 'profile')
	if (formData.get('intent') === 'delete' && work) {
		try {
			await content.delete('work', work.id)
		} catch (error) {
			return data({ deleteFailed: failureReason(request, error) }, failureInit(error, 502))
		}
		return redirectWithSuccess(profileTo, t('forms.deleted'))
	}
	return saveForm({
		request,
		formData,
		schema: workSchema,
		refusals: pictureRefusals(failures),
		save: (value) => {
			const body = workBody(value, mine)
			return work ? content.update('work', work.id, body) : content.create('work', { type: 'person' }, { ...body, mine }, value.idempotencyKey)
		},
		done: () => redirectWithSuccess(`${profileTo}#works`, t('forms.saved')),
	})
}

export default function ProfileWorkForm() {
	const { t } = useTranslation('profile')
	const { title, mine, isNew, profileTo, values, idempotencyKey, confirmingDelete } = useLoaderData<typeof loader>()
	return (
		<div className="form-page">
			<h1>{title}</h1>
			<p className="muted">{t(mine ? 'forms.work.introMine' : 'forms.work.intro')}</p>
			<EditForm id="profile-work" namespace="profile" labels="forms.work" fields={mine ? myWorkFields : othersWorkFields} schema={loadSchema} required={['title']} defaultValue={values} cancelTo={profileTo} idempotencyKey={idempotencyKey ?? undefined} />
			{isNew ? null : <DeleteEntry confirming={confirmingDelete} question={t('forms.deleteQuestion', { name: values.title })} />}
		</div>
	)
}
