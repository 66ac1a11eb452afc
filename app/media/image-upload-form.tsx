import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'
import { pictureFailureMessage, type PictureFailure } from './pictures.ts'
import { PictureInput } from './picture-input.tsx'

type Slot = 'avatar' | 'cover'
type ImageFailureData = { imageFailure?: { slot: Slot; failure: PictureFailure } }

// Each slot's field as the API names it (media/image-upload.server.ts reads the same).
const fieldOf = { avatar: 'imageUrl', cover: 'coverUrl' } as const
const previewSizes = { avatar: { width: 96, height: 96 }, cover: { width: 640, height: 200 } }

/**
 * A profile's picture or cover: what it is now, a picture to upload instead through the uploader
 * (PictureInput: JPEG, PNG, WebP or AVIF up to 10 MB, shown as soon as it is chosen) and Remove. A
 * multipart form of its own, so it works without JavaScript.
 */
export function ImageUploadForm({ slot, currentUrl, name }: { slot: Slot; currentUrl: string | null; name: string }) {
	const { t } = useTranslation()
	const id = useId()
	const navigation = useNavigation()
	const failure = useActionData<ImageFailureData>()?.imageFailure
	const mine = navigation.formData?.get('slot') === slot
	const uploading = mine && navigation.formData?.get('intent') === 'upload-image'
	const shownFailure = failure?.slot === slot ? failure.failure : null
	const title = t(`images.${slot}.title`)
	return (
		// The id is an anchor: "Add a profile picture" leads straight to this uploader.
		<section id={`picture-${slot}`} className={`image-upload image-upload--${slot}`} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{title}</h2>
			<Form method="post" encType="multipart/form-data" aria-busy={uploading || undefined}>
				<input type="hidden" name="intent" value="upload-image" />
				<input type="hidden" name="slot" value={slot} />
				<PictureInput
					// A new current picture starts the uploader afresh.
					key={currentUrl ?? ''}
					name={fieldOf[slot]}
					id={`${id}-file`}
					defaultValue=""
					shownUrl={currentUrl}
					purpose={slot}
					label={t(`images.${slot}.choose`)}
					hint={t('images.hint')}
					alt={t(`images.${slot}.alt`, { name })}
					none={t(`images.${slot}.none`)}
					errors={shownFailure ? [pictureFailureMessage(shownFailure)] : undefined}
					previewSize={previewSizes[slot]}
				/>
				<Button type="submit" aria-disabled={uploading || undefined}>
					{uploading ? t('images.uploading') : t('images.upload')}
				</Button>
			</Form>
			{currentUrl ? (
				<Form method="post" encType="multipart/form-data">
					<input type="hidden" name="intent" value="remove-image" />
					<input type="hidden" name="slot" value={slot} />
					<Button type="submit" variant="ghost" size="small">
						{t(`images.${slot}.remove`)}
					</Button>
				</Form>
			) : null}
		</section>
	)
}
