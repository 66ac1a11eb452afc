import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCEPTED_PICTURE_TYPES, fileFieldOf, pictureFailureOf, removeFieldOf, type PictureFailure } from './pictures.ts'
import { UploadErrors, UploadProgress, useKept, useSendOneFirst } from './upload-status.tsx'
import { formatValidationMessage } from '#app/validation/format.ts'
import type { ImagePurpose } from '#contracts/media.ts'

export type PictureInputProps = {
	/** The form field that carries the picture's URL: the one kept, one uploaded just now, or '' for none. */
	name: string
	/** The file input's id (the label's target); one is made when not given. */
	id?: string
	/** The URL the form starts with: the saved picture, or the one kept from a failed save (the server's answer). */
	defaultValue: string
	/** The picture saved now ('' for none): one the form carries that is not this was uploaded and waits for the form. */
	saved?: string
	/** What the picture is for: its preview's shape, and an avatar's or cover's anchor. */
	purpose: ImagePurpose
	label: string
	hint: string
	/** The preview's alternative text. */
	alt: string
	/** Said where the preview would be when there is no picture. */
	none?: string
	/** Encoded field errors (validation/message.ts): an upload's failure, or the field's own rule. */
	errors?: string[]
	/** Offers "Remove picture", applied when the form is saved. */
	removable?: boolean
}

/** Each purpose's preview (the shape the API makes it in). */
const previewSizes: Record<ImagePurpose, { width: number; height: number }> = { avatar: { width: 96, height: 96 }, cover: { width: 640, height: 200 }, content: { width: 480, height: 270 } }

/**
 * The picture uploader (ADR 0012), one per picture of a form. Without JavaScript it is a file input in a
 * multipart form whose action uploads the file first and keeps its URL in the hidden field, so a form sent
 * back after a failed save still has the picture (shown here). With JavaScript, the chosen file is shown
 * at once, and on submit it is sent first with its progress shown, its URL put in the hidden field, and
 * the form sent on without the file. Several on one form send their files one after another. Either way,
 * a picture uploaded but not saved yet is said to be kept for the form.
 */
export function PictureInput({ name, id, defaultValue, saved = '', purpose, label, hint, alt, none, errors = [], removable }: PictureInputProps) {
	const { t } = useTranslation()
	const fallbackId = useId()
	const inputId = id ?? fallbackId
	const hintId = `${inputId}-hint`
	const errorId = `${inputId}-error`
	const progressId = `${inputId}-progress`
	const pendingId = `${inputId}-pending`
	const fileRef = useRef<HTMLInputElement>(null)
	const removeRef = useRef<HTMLInputElement>(null)
	const [kept, setKept] = useKept(defaultValue)
	const [chosen, setChosen] = useState<string | null>(null)
	// A file chosen and not sent yet: the picture kept is about to be replaced.
	const [fresh, setFresh] = useState(false)
	const [removing, setRemoving] = useState(false)
	// A chosen file the browser cannot show (not a picture, or a kind it does not read): said, not a broken image.
	const [unreadable, setUnreadable] = useState(false)
	// The server's errors stop showing once another file is chosen, until it answers again.
	const [dismissed, setDismissed] = useState<string | null>(null)

	// The local preview's object URL lives as long as it is shown.
	useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen) : undefined), [chosen])

	// Shows a chosen file, once the browser has decoded it off the page: a file that is not a picture is
	// said so, never shown as a broken image. A later choice wins over an earlier one still decoding.
	const previewing = useRef(0)
	function preview(file: File | undefined) {
		const turn = ++previewing.current
		setUnreadable(false)
		setChosen(null)
		if (!file) return
		void canShow(file).then((shows) => {
			if (turn !== previewing.current) return
			if (shows) setChosen(URL.createObjectURL(file))
			else setUnreadable(true)
		})
	}

	// A file chosen before the page's script ran is shown as soon as it runs.
	useEffect(() => {
		const file = fileRef.current?.files?.[0]
		if (file) preview(file)
	}, [])

	// On submit, a chosen file goes first; the form follows with its URL (or stays, with the reason).
	const { progress, failure, setFailure } = useSendOneFirst<PictureFailure>(
		fileRef,
		async (file, onProgress) => (await import('./send-picture.ts')).sendPicture(file, purpose, onProgress),
		(url) => {
			setKept(url)
			setFresh(false)
		},
	)

	function choose(event: ChangeEvent<HTMLInputElement>) {
		const file = event.currentTarget.files?.[0]
		setFailure(null)
		setDismissed(errors.join('\n'))
		preview(file)
		setFresh(Boolean(file))
		// A new picture undoes "Remove picture"; removing drops a chosen file (the form would not use it).
		if (file && removeRef.current) removeRef.current.checked = false
		if (file) setRemoving(false)
	}

	function remove(event: ChangeEvent<HTMLInputElement>) {
		setRemoving(event.currentTarget.checked)
		if (event.currentTarget.checked && fileRef.current) {
			fileRef.current.value = ''
			preview(undefined)
		}
	}

	const shown = chosen ?? (kept || null)
	const pending = Boolean(kept) && kept !== saved && !fresh && !removing
	const serverErrors = dismissed === errors.join('\n') ? [] : errors
	const messages = [
		...new Set([
			...(failure ? [t(`images.failures.${failure}`)] : []),
			...serverErrors.map((error) => {
				const failed = pictureFailureOf(error)
				return failed ? t(`images.failures.${failed}`) : formatValidationMessage(t, error, label)
			}),
		]),
	]
	const invalid = messages.length > 0
	return (
		// An avatar's or cover's uploader is an anchor ("Add a profile picture" leads to it); a page has one of each at most.
		<div id={purpose === 'content' ? undefined : `picture-${purpose}`} className={`field picture-input picture-input--${purpose}`} aria-busy={progress !== null || undefined}>
			<label htmlFor={inputId}>{label}</label>
			<span id={hintId} className="field__hint">
				{hint}
			</span>
			<div className="picture-input__preview">
				{removing ? (
					<p className="muted">{t('images.picture.removing')}</p>
				) : unreadable ? (
					<p className="muted">{t('images.picture.cannotShow')}</p>
				) : shown ? (
					<img src={shown} alt={alt} width={previewSizes[purpose].width} height={previewSizes[purpose].height} />
				) : none ? (
					<p className="muted">{none}</p>
				) : null}
			</div>
			{pending ? (
				<p id={pendingId} className="upload-pending">
					{t('images.pending')}
				</p>
			) : null}
			<input type="hidden" name={name} value={kept} />
			<input
				ref={fileRef}
				id={inputId}
				type="file"
				name={fileFieldOf(name)}
				accept={ACCEPTED_PICTURE_TYPES}
				onChange={choose}
				aria-invalid={invalid || undefined}
				aria-describedby={[hintId, pending && pendingId, invalid && errorId].filter(Boolean).join(' ')}
			/>
			<p className="visually-hidden" aria-live="polite">
				{progress !== null ? t('images.sending') : ''}
			</p>
			{progress !== null ? <UploadProgress id={progressId} label={t('images.sending')} percent={progress} text={t('images.sendingPercent', { percent: progress })} /> : null}
			{removable && (kept || chosen) ? (
				<label className="choice">
					<input ref={removeRef} type="checkbox" name={removeFieldOf(name)} defaultChecked={false} onChange={remove} />
					{purpose === 'content' ? t('images.picture.remove') : t(`images.${purpose}.remove`)}
				</label>
			) : null}
			<UploadErrors id={errorId} messages={messages} />
		</div>
	)
}

/** Whether the browser can decode the file as a picture (where it cannot tell, it is assumed to). */
async function canShow(file: File) {
	if (typeof createImageBitmap !== 'function') return true
	try {
		;(await createImageBitmap(file, { resizeWidth: 64 })).close()
		return true
	} catch {
		return false
	}
}
