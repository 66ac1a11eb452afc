import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'

/** The account's username (its email): the "Username" textbox of sign-in and reset. */
export function UsernameField({ field }: { field: FieldMetadata<string | undefined, Record<string, unknown>, string[]> }) {
	const { t } = useTranslation('auth')
	return (
		<TextField
			label={t('login.username')}
			hint={t('login.usernameHint')}
			errors={field.errors}
			inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'username', autoFocus: true }}
		/>
	)
}

/** A code sent by email or text, or shown by an authenticator app: the "Code" textbox. */
export function CodeField({ field, focus = false }: { field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>; focus?: boolean }) {
	const { t } = useTranslation('auth')
	return (
		<TextField
			label={t('steps.code')}
			errors={field.errors}
			inputProps={{ ...getInputProps(field, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', autoFocus: focus }}
		/>
	)
}

/** Leaves a multi-step identity flow (sign-in, sign-up, reset) and starts it again. */
export function StartOverForm({ label }: { label: string }) {
	return (
		<Form method="post" className="auth-card__footer">
			<input type="hidden" name="intent" value="restart" />
			<Button type="submit" variant="ghost" size="small">
				{label}
			</Button>
		</Form>
	)
}
