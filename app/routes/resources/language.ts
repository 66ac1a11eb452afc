import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { getConfig } from '#app/config/env.server.ts'
import { isLanguage } from '#app/i18n/config.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { serializeLanguageCookie } from '#app/i18n/language-cookie.server.ts'
import { safeBackPath } from '#app/routing/back-path.ts'
import { redirectWithError, redirectWithSuccess } from '#app/toast/toast.server.ts'
import { readForm } from '#app/forms/read-form.server.ts'

// The language switcher posts here; the `lng` cookie keeps the choice for a year. Back to the same page, in
// place of it in the history (the switcher's fetcher would add an entry, app/components/language-switcher.tsx).
const REPLACE = { 'X-Remix-Replace': 'yes' }

export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const language = form.get('lng')
	const backPath = safeBackPath(form.get('redirectTo'))
	if (!isLanguage(language)) {
		const t = await i18next.getFixedT(request, 'common')
		return redirectWithError(backPath, t('language.unsupported'), { headers: REPLACE })
	}
	const t = await i18next.getFixedT(language, 'common')
	return redirectWithSuccess(backPath, t('language.changed'), {
		headers: { ...REPLACE, 'Set-Cookie': serializeLanguageCookie(language, { secure: getConfig().SECURE_COOKIES }) },
	})
}

export function loader() {
	return redirect('/')
}
