import { useTranslation } from 'react-i18next'
import { ChatLink } from '#app/chat/chat-link.tsx'
import { CartLink } from '#app/shop/cart-link.tsx'
import { AccountArea } from './account-area.tsx'
import { Brand } from './brand.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { SiteNav } from './site-nav.tsx'

export type HeaderVariant = 'full' | 'business' | 'minimal' | 'payment'

/**
 * Every layout's header: the brand, navigation (a disclosure menu below 1024 px, which needs no
 * JavaScript), the language switcher and the account area. Minimal variants keep the brand and language.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
	const { t } = useTranslation()
	const withNavigation = variant === 'full' || variant === 'business'
	return (
		<header className="site-header">
			<div className="container site-header__bar">
				<Brand />
				{variant === 'business' ? <span className="site-header__badge">{t('layout.businessBadge')}</span> : null}
				{variant === 'payment' ? <span className="site-header__badge">{t('layout.payment.secure')}</span> : null}
				{withNavigation ? <SiteNav className="site-nav--wide" /> : null}
				<div className="site-header__end">
					<LanguageSwitcher />
					{withNavigation ? <ChatLink /> : null}
					{withNavigation ? <CartLink /> : null}
					{withNavigation ? null : <AccountArea visitorLinks={false} />}
					{withNavigation ? (
						<>
							<AccountArea />
							<details className="site-menu">
								<summary>{t('nav.menu')}</summary>
								<div className="site-menu__panel">
									<SiteNav />
									<AccountArea />
								</div>
							</details>
						</>
					) : null}
				</div>
			</div>
		</header>
	)
}
