import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Toasts } from '#app/toast/toaster.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader, type HeaderVariant } from './site-header.tsx'
import { SplitPanel, type SplitPanelKind } from './split-panel.tsx'

export type ShellOptions = {
	header: HeaderVariant
	/** page: the normal column; narrow: one form column; full: edge to edge (maps, chat);
	 *  centered: a small card in the middle; split: a welcome panel beside the content. */
	body: 'page' | 'narrow' | 'full' | 'centered' | 'split'
	panel?: SplitPanelKind
	compactFooter?: boolean
}

/** The frame every layout shares: skip link, header, the toasts, main landmark, footer. */
export function SiteShell({ header, body, panel = 'login', compactFooter = false, children }: ShellOptions & { children: ReactNode }) {
	const { t } = useTranslation()
	return (
		<div className="shell">
			<a className="skip-link" href="#main">
				{t('layout.skipToContent')}
			</a>
			<SiteHeader variant={header} />
			<Toasts />
			<main id="main" tabIndex={-1} className={body === 'split' ? 'split' : `page page--${body}`}>
				{body === 'split' ? (
					<>
						{/* The form first: its heading leads the page, and a phone shows it before the welcome (app.css). */}
						<div className="split__form">
							<div>{children}</div>
						</div>
						<SplitPanel kind={panel} />
					</>
				) : (
					<div className="container">{children}</div>
				)}
			</main>
			<SiteFooter compact={compactFooter} />
		</div>
	)
}
