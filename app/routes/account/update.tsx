import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { updateAccountSchema } from '#app/account/forms.ts'
import { isApiError } from '#app/api/errors.ts'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { meSchema } from '#contracts/me.ts'


// Schemas load on demand: the validation library is not part of the page's first load.
const loadUpdateAccountSchema = () => import('#app/account/forms.ts').then((m) => m.updateAccountSchema)

export const handle = { i18n: ['account'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	return {
		meta: { title: t('update.meta.title'), description: t('update.meta.description') },
		profile: {
			firstName: user.firstName,
			lastName: user.lastName,
			phoneNumber: user.phoneNumber ?? '',
			birthday: user.birthday ?? '',
			country: user.country ?? '',
			province: user.province ?? '',
			city: user.city ?? '',
		},
	}
}

export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const auth = await requireUser(args)
	const submission = parseWithZod(await request.formData(), { schema: updateAccountSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const value = submission.value
	try {
		await mainApi.withContext(apiContextOf(request, context, auth.session)).patch('/v1/me', {
			schema: meSchema,
			// An emptied field clears what was kept.
			body: {
				firstName: value.firstName,
				lastName: value.lastName,
				phoneNumber: value.phoneNumber?.trim() || null,
				birthday: value.birthday ?? null,
				country: value.country || null,
				province: value.province || null,
				city: value.city || null,
			},
		})
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return data({ result: submission.reply({ formErrors: [error.kind === 'bad-request' ? 'invalid' : 'unavailable'] }) }, { status: error.status ?? 502 })
	}
	const t = await i18next.getFixedT(request, 'account')
	return redirectWithSuccess('/account', t('update.saved'))
}

export default function UpdateAccount() {
	const { t } = useTranslation('account')
	const { profile } = useLoaderData<typeof loader>()
	const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
	const navigation = useNavigation()
	const [form, fields] = useValidatedForm({ id: 'update-account', schema: loadUpdateAccountSchema, required: ['firstName', 'lastName'], lastResult: actionData?.result, defaultValue: profile })
	const busy = navigation.state === 'submitting'
	const field = (name: keyof typeof profile, type: 'text' | 'tel' | 'date' = 'text', autoComplete?: string) => (
		<TextField
			label={t(`update.fields.${name}`)}
			errors={fields[name].errors}
			inputProps={{ ...getInputProps(fields[name], { type }), autoComplete }}
		/>
	)
	return (
		<div className="form-page">
			<h1>{t('update.title')}</h1>
			<p className="muted">{t('update.intro')}</p>
			<Form method="post" {...getFormProps(form)} noValidate>
				<FormError id={form.errorId} errors={form.errors} namespace="account" />
				<div className="field-pair">
					{field('firstName', 'text', 'given-name')}
					{field('lastName', 'text', 'family-name')}
				</div>
				{field('phoneNumber', 'tel', 'tel-national')}
				{field('birthday', 'date', 'bday')}
				{field('country', 'text', 'country-name')}
				<div className="field-pair">
					{field('province', 'text', 'address-level1')}
					{field('city', 'text', 'address-level2')}
				</div>
				<div className="form-page__actions">
					<Button type="submit" aria-disabled={busy || undefined}>
						{busy ? t('update.saving') : t('update.save')}
					</Button>
					<ButtonLink to="/account" variant="ghost">
						{t('update.cancel')}
					</ButtonLink>
				</div>
			</Form>
		</div>
	)
}
