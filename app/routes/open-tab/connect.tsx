import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireOpenTabConnectType } from '#app/auth/guards.server.ts'
import { hydrateLater } from '#app/forms/hydrate-later.tsx'
import { newIdempotencyKey } from '#app/forms/idempotency-key.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'
import { saveForm } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { openTabApi } from '#app/open-tab/api.server.ts'
import { createFields, createRequired } from '#app/open-tab/form-fields.ts'
import { requireOwnConnect } from '#app/open-tab/owner.server.ts'
import { connectDetailPath, connectFormPath, connectPath, connectQrCodeBioPath, connectsPath, createTypeOf, openTabPath } from '#app/open-tab/paths.ts'
import { typeNameOf } from '#app/open-tab/views.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

// The form hydrates after the page (ADR 0007): the form library is not part of the first load.
const EditForm = hydrateLater(() => import('#app/forms/edit-form.tsx').then((m) => m.EditForm))
const loadSchema = () => import('#app/open-tab/forms.ts').then((m) => m.createConnectFormSchema)

export const handle = { i18n: ['open-tab'] }
export const meta = pageMeta

/**
 * /account/open-tab/connects/{type}-create: a new connect of an open type (check-open-tab-connect-type) —
 * "Title", "Overview", "Visibility", then "Create", landing on the connect.
 * /account/open-tab/connects/{id}: a connect of mine (check-owner-open-tab), with links to its forms.
 * One segment, so one route (app/open-tab/routes.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
	const type = createTypeOf(args.params.id)
	const t = await i18next.getFixedT(args.request, 'open-tab')
	if (type) {
		const { connectType } = await requireOpenTabConnectType(args, type)
		const typeName = typeNameOf([connectType], type, await i18next.getLocale(args.request))
		const title = t('create.heading', { type: typeName.toLocaleLowerCase() })
		return { mode: 'create' as const, meta: { title, description: t('create.intro') }, title, idempotencyKey: newIdempotencyKey() }
	}
	const { page, cid } = await requireOwnConnect(args, args.params.id)
	const language = await i18next.getLocale(args.request)
	const { connect } = page
	return {
		mode: 'connect' as const,
		meta: { title: connect.title, description: connect.details.overview ?? t('connect.intro') },
		id: cid,
		title: connect.title,
		typeName: typeNameOf([page.type], page.type.type, language),
		isPrivate: connect.visibility !== 'public',
		isClosed: connect.details.status === 'closed',
		waiting: page.requests.filter((request) => request.state === 'pending').length,
		members: page.members.length,
		counts: { goal: page.parts.goal.length, 'our-business': page.parts['our-business'].length, 'our-story': page.parts['our-story'].length },
	}
}

export async function action(args: ActionFunctionArgs) {
	const type = createTypeOf(args.params.id)
	if (!type) throw new Response(null, { status: 405 })
	const { session } = await requireOpenTabConnectType(args, type)
	const api = openTabApi(args.request, args.context, session)
	const { createConnectFormSchema, createConnectBody } = await import('#app/open-tab/forms.ts')
	let created: { id: string } | undefined
	return saveForm({
		request: args.request,
		formData: await readForm(args.request),
		schema: createConnectFormSchema,
		save: async (value) => {
			created = await api.create(createConnectBody(type, value), value.idempotencyKey ?? newIdempotencyKey())
		},
		done: async () => redirectWithSuccess(connectPath(created!.id), (await i18next.getFixedT(args.request, 'open-tab'))('create.done')),
	})
}

export default function ConnectPage() {
	const data = useLoaderData<typeof loader>()
	return data.mode === 'create' ? <CreateConnect title={data.title} idempotencyKey={data.idempotencyKey} /> : <MyConnect {...data} />
}

const createValues = { title: '', overview: '', visibility: 'public' }

function CreateConnect({ title, idempotencyKey }: { title: string; idempotencyKey: string }) {
	const { t } = useTranslation('open-tab')
	return (
		<div className="form-page">
			<h1>{title}</h1>
			<p className="muted">{t('create.intro')}</p>
			<EditForm
				id="open-tab-create"
				namespace="open-tab"
				labels="forms.create"
				fields={createFields}
				schema={loadSchema}
				required={createRequired}
				defaultValue={createValues}
				cancelTo={connectsPath}
				idempotencyKey={idempotencyKey}
				submit={t('create.submit')}
			/>
		</div>
	)
}

type Mine = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { mode: 'connect' }>

function MyConnect({ id, title, typeName, isPrivate, isClosed, waiting, members, counts }: Mine) {
	const { t } = useTranslation('open-tab')
	const form = (path: string) => connectFormPath(id, path)
	return (
		<div className="stack">
			<div>
				<p>
					<Link to={openTabPath}>{t('hub.back')}</Link>
				</p>
				<h1>{title}</h1>
				<p className="muted">
					<span className="tag">{typeName}</span> <span className="tag">{isPrivate ? t('visibility.private') : t('visibility.public')}</span>{' '}
					<span className="tag">{isClosed ? t('status.closed') : t('status.open')}</span>
				</p>
				<ul className="button-row">
					<li>
						<Link className="button" to={connectDetailPath(id)}>
							{t('connect.viewPage')}
						</Link>
					</li>
					<li>
						<Link className="button button--secondary" to={connectQrCodeBioPath(id)}>
							{t('connect.qrCodeBio')}
						</Link>
					</li>
				</ul>
			</div>
			<section className="card stack" aria-labelledby="connect-requests">
				<h2 id="connect-requests">{t('connect.requests')}</h2>
				<p>
					{t('connect.waiting', { count: waiting })} · {t('connect.members', { count: members })}
				</p>
				<p>
					<Link to={`${connectDetailPath(id)}#requests`}>{t('connect.answer')}</Link>
				</p>
			</section>
			<section className="card stack" aria-labelledby="connect-forms">
				<h2 id="connect-forms">{t('connect.forms')}</h2>
				<ul className="stack">
					<li>
						<Link to={form('info')}>{t('forms.info.heading')}</Link>
					</li>
					<li>
						<Link to={form('overview')}>{t('forms.overview.heading')}</Link>
					</li>
					<li>
						<Link to={form('about-us')}>{t('forms.aboutUs.heading')}</Link>
						<ul>
							<li>
								<Link to={form('about-us/description')}>{t('forms.description.heading')}</Link>
							</li>
							{(['goal', 'our-business', 'our-story'] as const).map((part) => (
								<li key={part}>
									<Link to={`${form('about-us')}#${part}`}>{t(`parts.${part}`)}</Link> <span className="muted">({counts[part]})</span>
								</li>
							))}
						</ul>
					</li>
				</ul>
			</section>
			<p>
				<Link to={connectsPath}>{t('connects.heading')}</Link>
			</p>
		</div>
	)
}
