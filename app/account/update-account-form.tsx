import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormError } from '#app/components/form-error.tsx'
import { Button, ButtonLink } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useValidatedForm } from '#app/forms/use-validated-form.ts'

/** What the form starts with: the person's details, empty strings for what is not kept. */
export type AccountDetails = Record<'firstName' | 'lastName' | 'phoneNumber' | 'birthday' | 'country' | 'province' | 'city', string>

// The schema loads on demand: the validation library is not part of the page's first load.
const loadUpdateAccountSchema = () => import('./forms.ts').then((m) => m.updateAccountSchema)

/** The person's own details (docs/product.md#signed-in-state), with the phone rule for Thailand. */
export function UpdateAccountForm({ profile }: { profile: AccountDetails }) {
	const { t } = useTranslation('account')
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
