import { createCookieSessionStorage } from '@remix-run/node'
import { createToastUtilsWithCustomSession } from 'remix-toast'
import { getConfig } from '#app/config/env.server.ts'

// remix-toast with our own signed cookie (its default one is unsigned and shares a fixed secret).
const config = getConfig()

const toastSessionStorage = createCookieSessionStorage({
	cookie: {
		name: 'robtua_toast',
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: config.SECURE_COOKIES,
		secrets: [config.SESSION_SECRET],
	},
})

const utils = createToastUtilsWithCustomSession(toastSessionStorage)

/** The flashed toast, if any, and the header that clears it; no cookie is written when there is none. */
export async function readToast(request: Request) {
	if (!request.headers.get('Cookie')?.includes('robtua_toast=')) return { toast: undefined, headers: undefined }
	return utils.getToast(request)
}

export const { redirectWithToast, redirectWithSuccess, redirectWithError, redirectWithInfo, jsonWithSuccess, jsonWithError } = utils
