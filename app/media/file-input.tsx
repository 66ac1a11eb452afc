import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatValidationMessage } from '#app/validation/format.ts'
import { decodeMessage } from '#app/validation/message.ts'
import type { FileKind } from '#contracts/media.ts'
import { ACCEPTED_FILE_TYPES } from './files.ts'
import { fileFieldOf, removeFieldOf } from './pictures.ts'
import type { SendFileFailure } from './send-file.ts'
import { UploadErrors, UploadProgress, useKept, useSendOneFirst } from './upload-status.tsx'

export type FileInputProps = {
	/** The form field that carries the file's URL: the one kept, one uploaded just now, or '' for none. */
	name: string
	id: string
	kind: FileKind
	/** The URL the form starts with: the saved file, or the one kept from a failed save (the server's answer). */
	defaultValue: string
	/** The file saved now ('' for none): one the form carries that is not this was uploaded and waits for the form. */
	saved?: string
	label: string
	hint: string
	errors?: string[]
	/** Offers "Remove the file" (a media item may be pictures instead). */
	removable?: boolean
}

/** The upload failure a field error stands for (app/media/file-upload.server.ts encodes it), or null. */
function fileFailureOf(message: string) {
	const { key, values } = decodeMessage(message)
	return key === 'file' ? (values.failure ?? null) : null
}

/**
 * A video or a PDF for one item, like a picture (ADR 0012): without JavaScript a file input whose action
 * uploads the file first and keeps its URL in the hidden field; with JavaScript the file is sent first
 * with its progress, and the form follows with the URL. A video chosen is shown before it is sent; a file
 * uploaded but not saved yet is said to be kept for the form.
 */
export function FileInput({ name, id, kind, defaultValue, saved = '', label, hint, errors = [], removable }: FileInputProps) {
	const { t } = useTranslation()
	const fileRef = useRef<HTMLInputElement>(null)
	const removeRef = useRef<HTMLInputElement>(null)
	const [kept, setKept] = useKept(defaultValue)
	const [chosen, setChosen] = useState<string | null>(null)
	// A file chosen and not sent yet: the file kept is about to be replaced.
	const [fresh, setFresh] = useState(false)
	const hintId = `${id}-hint`
	const errorId = `${id}-error`
	const pendingId = `${id}-pending`

	useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen) : undefined), [chosen])

	// On submit, a chosen file goes first; the form follows with its URL (or stays, with the reason).
	const { progress, failure, setFailure } = useSendOneFirst<SendFileFailure>(
		fileRef,
		async (file, onProgress) => (await import('./send-file.ts')).sendFile(file, kind, onProgress),
		(url) => {
			setKept(url)
			setFresh(false)
		},
	)

	function choose(event: ChangeEvent<HTMLInputElement>) {
		const file = event.currentTarget.files?.[0]
		setFailure(null)
		setChosen(file && kind === 'video' ? URL.createObjectURL(file) : null)
		setFresh(Boolean(file))
		// A new file replaces the one kept: "Remove" no longer applies.
		if (file && removeRef.current) removeRef.current.checked = false
	}

	const messages = [
		...new Set([
			...(failure ? [t(`files.failures.${failure}`)] : []),
			...errors.map((error) => {
				const failed = fileFailureOf(error)
				return failed ? t(`files.failures.${failed}`) : formatValidationMessage(t, error, label)
			}),
		]),
	]
	const invalid = messages.length > 0
	const shownVideo = kind === 'video' ? (chosen ?? (kept || null)) : null
	const pending = Boolean(kept) && kept !== saved && !fresh
	return (
		<div className="field file-input" aria-busy={progress !== null || undefined}>
			<label htmlFor={id}>{label}</label>
			<span id={hintId} className="field__hint">
				{hint}
			</span>
			{/* The person's own video, shown back to them before it is sent: it has no captions file. */}
			{/* eslint-disable-next-line jsx-a11y/media-has-caption */}
			{shownVideo ? <video src={shownVideo} controls preload="metadata" width={480} height={270} aria-label={t('files.preview')} /> : null}
			{kept && kind === 'pdf' ? (
				<p>
					<a href={kept} target="_blank" rel="noreferrer">
						{t('files.keptPdf')}
					</a>
				</p>
			) : null}
			{pending ? (
				<p id={pendingId} className="upload-pending">
					{t('files.pending')}
				</p>
			) : null}
			<input type="hidden" name={name} value={kept} />
			<input
				ref={fileRef}
				id={id}
				type="file"
				name={fileFieldOf(name)}
				accept={ACCEPTED_FILE_TYPES[kind]}
				onChange={choose}
				aria-invalid={invalid || undefined}
				aria-describedby={[hintId, pending && pendingId, invalid && errorId].filter(Boolean).join(' ')}
			/>
			<p className="visually-hidden" aria-live="polite">
				{progress !== null ? t('files.sending') : ''}
			</p>
			{progress !== null ? <UploadProgress label={t('files.sending')} percent={progress} text={t('images.sendingPercent', { percent: progress })} /> : null}
			{removable && kept ? (
				<label className="choice">
					<input ref={removeRef} type="checkbox" name={removeFieldOf(name)} />
					{t('files.remove')}
				</label>
			) : null}
			<UploadErrors id={errorId} messages={messages} />
		</div>
	)
}
