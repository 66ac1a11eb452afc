import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

type Slot = 'avatar' | 'cover'
type ImageFailureData = { imageFailure?: { slot: Slot | null; failure: string } }

/**
 * A profile's picture or cover: what it is now, a file to upload instead (JPEG, PNG, WebP or AVIF up to
 * 10 MB; the server checks the bytes and makes the sizes) and Remove. A multipart form of its own, so
 * it works without JavaScript; with it, the button says the upload is under way.
 */
export function ImageUploadForm({ slot, currentUrl, name }: { slot: Slot; currentUrl: string | null; name: string }) {
	const { t } = useTranslation()
	const id = useId()
	const navigation = useNavigation()
	const failure = useActionData<ImageFailureData>()?.imageFailure
	const mine = navigation.formData?.get('slot') === slot
	const uploading = mine && navigation.formData?.get('intent') === 'upload-image'
	const shownFailure = failure && (failure.slot === slot || failure.slot === null) ? failure.failure : null
	const title = t(`images.${slot}.title`)
	return (
		<section className={`image-upload image-upload--${slot}`} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`}>{title}</h2>
			<div className="image-upload__current">
				{currentUrl ? <img src={currentUrl} alt={t(`images.${slot}.alt`, { name })} width={slot === 'cover' ? 640 : 96} height={slot === 'cover' ? 200 : 96} /> : <p className="muted">{t(`images.${slot}.none`)}</p>}
			</div>
			<Form method="post" encType="multipart/form-data" className="inline-form" aria-busy={uploading || undefined}>
				<input type="hidden" name="intent" value="upload-image" />
				<input type="hidden" name="slot" value={slot} />
				<div className="field">
					<label htmlFor={`${id}-file`}>{t(`images.${slot}.choose`)}</label>
					<span id={`${id}-hint`} className="field__hint">
						{t('images.hint')}
					</span>
					<input id={`${id}-file`} type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif" required aria-describedby={`${id}-hint${shownFailure ? ` ${id}-error` : ''}`} aria-invalid={shownFailure ? true : undefined} />
					{shownFailure ? (
						<p id={`${id}-error`} className="field__errors" role="alert">
							{t(`images.failures.${shownFailure}`)}
						</p>
					) : null}
				</div>
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
