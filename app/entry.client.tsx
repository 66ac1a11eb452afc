import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { i18nConfig } from './i18n/config.ts'
import { fetchBackend } from './i18n/fetch-backend.ts'

/**
 * A form hydrated later (ADR 0007) whose code has not come yet when the page moves to another address is
 * rendered afresh instead of hydrated: Remix sets the new location outside a transition, and React says
 * so with its error #421. That is the design working, not a fault; every other recoverable error is
 * reported as React reports it by default.
 */
function onRecoverableError(error: unknown) {
	const message = error instanceof Error ? error.message : String(error)
	if (message.includes('#421') || message.includes('received an update before it finished hydrating')) return
	if (typeof reportError === 'function') reportError(error)
	else console.error(error)
}

async function hydrate() {
	await i18next
		.use(initReactI18next)
		.use(fetchBackend(window.__remixManifest.version))
		.init({
			...i18nConfig,
			// The server already chose the language and wrote it on <html lang>.
			lng: document.documentElement.lang,
			ns: getInitialNamespaces(),
		})

	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<RemixBrowser />
				</StrictMode>
			</I18nextProvider>,
			{ onRecoverableError },
		)
	})
}

void hydrate()
