import { useTranslation } from 'react-i18next'
import { ButtonLink } from './ui/button.tsx'

/** The header's account corner. Signed-in state (name, avatar, "Sign out") joins it with sign-in. */
export function AccountArea() {
	const { t } = useTranslation()
	return (
		<div className="account-area">
			<ButtonLink to="/login" variant="ghost" size="small">
				{t('account.signIn')}
			</ButtonLink>
			<ButtonLink to="/signup" size="small">
				{t('account.signUp')}
			</ButtonLink>
		</div>
	)
}
