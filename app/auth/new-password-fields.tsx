import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/ui/text-field.tsx'

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>

/** A password being chosen (the password rule of docs/product.md#field-rules as the hint), typed twice. */
export function NewPasswordFields({ password, confirmPassword, label, autoFocus }: { password: Field; confirmPassword: Field; label?: string; autoFocus?: boolean }) {
	const { t } = useTranslation('auth')
	return (
		<>
			<TextField
				label={label ?? t('steps.newPasswordLabel')}
				hint={t('steps.passwordHint')}
				errors={password.errors}
				inputProps={{ ...getInputProps(password, { type: 'password' }), autoComplete: 'new-password', autoFocus }}
			/>
			<TextField
				label={t('steps.confirmPassword')}
				errors={confirmPassword.errors}
				inputProps={{ ...getInputProps(confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
			/>
		</>
	)
}
