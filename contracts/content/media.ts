import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { storedFileUrlSchema } from '../media.ts'
import { defineContentKind, publishedFields } from './kind.ts'

// A media item (docs/product.md#content): a photo album of up to 20 pictures, or one video file (MP4 or
// WebM, uploaded with POST /v1/media/files), never both.

const fields = {
	...publishedFields(contentLimits.albumPictures),
	videoUrl: storedFileUrlSchema('video').nullable().optional(),
}

type Album = { pictures?: string[] | undefined; videoUrl?: string | null | undefined }
const albumOrVideo = (value: Album) => !(value.videoUrl && (value.pictures?.length ?? 0) > 0)
const oneOrTheOther = { error: 'A media item is an album of pictures or one video, not both', path: ['videoUrl'] }

export const media = defineContentKind({
	kind: 'media',
	schemaName: 'Media',
	owners: ['person', 'business-user'],
	details: z.object({ videoUrl: z.string().nullable() }),
	emptyDetails: { videoUrl: null },
	create: z
		.object(fields)
		.refine(albumOrVideo, oneOrTheOther)
		.refine((value) => Boolean(value.videoUrl) || (value.pictures?.length ?? 0) > 0, { error: 'Add pictures or a video', path: ['pictures'] }),
	update: z.object(fields).partial().refine(albumOrVideo, oneOrTheOther),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
