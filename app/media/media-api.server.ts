import type { AppLoadContext } from '@remix-run/node'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import type { FileKind, ImagePurpose } from '#contracts/media.ts'
import { uploadFile } from './file-upload.server.ts'
import { uploadPicture } from './picture-form.server.ts'

/** Pictures, videos and PDFs the signed-in person uploads to the product API, before any form stores them. */
export function mediaApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		upload: (file: File, purpose: ImagePurpose) => uploadPicture(api, file, purpose),
		uploadFile: (file: File, kind: FileKind) => uploadFile(api, file, kind),
	}
}
