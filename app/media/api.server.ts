import { areaApi } from '#app/api/product-api.server.ts'
import type { FileKind, ImagePurpose } from '#contracts/media.ts'
import { uploadFile } from './file-upload.server.ts'
import { uploadPicture } from './picture-form.server.ts'

/** Pictures, videos and PDFs the signed-in person uploads to the product API, before any form stores them. */
export const mediaApi = areaApi((api) => ({
	upload: (file: File, purpose: ImagePurpose) => uploadPicture(api, file, purpose),
	uploadFile: (file: File, kind: FileKind) => uploadFile(api, file, kind),
}))
