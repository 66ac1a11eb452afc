import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { ACCEPTED_PICTURE_TYPES, fileFieldOf, pictureFailureOf, type PictureFailure } from './pictures.ts'
import { UploadErrors, UploadProgress, useKept } from './upload-status.tsx'
import { useSendFirst } from './use-send-first.ts'
import { formatValidationMessage } from '#app/validation/format.ts'

export type PicturesInputProps = {
	/** The form field that carries the pictures' URLs, one value each, in order. */
	name: string
	id: string
	/** The pictures the form starts with: those saved, or those kept from a failed save (the server's answer). */
	kept: readonly string[]
	/** The item's pictures saved now: one kept that is not among them was uploaded and waits for the form. */
	saved?: readonly string[]
	max: number
	label: string
	hint: string
	/** Encoded field errors (validation/message.ts): an upload's failure, or the field's own rule. */
	errors?: string[]
}

/**
 * Several pictures for one item (ADR 0012's uploader, for a list). The pictures the form carries are
 * checkboxes ("Keep picture 2"), each shown, and a multiple file input adds more. Without JavaScript the
 * action uploads the files first (app/content/content-form.server.ts); with JavaScript the chosen files
 * show at once, and on submit each is sent in turn with its progress and joins the pictures kept, and the
 * form is sent on without them. A picture uploaded but not saved yet is said to be kept for the form.
 */
export function PicturesInput({ name, id, kept: answered, saved = [], max, label, hint, errors = [] }: PicturesInputProps) {
	const { t } = useTranslation()
	const fileRef = useRef<HTMLInputElement>(null)
	const [kept, setKept] = useKept(answered, (urls) => urls.join(' '))
	const [chosen, setChosen] = useState<string[]>([])
	const [progress, setProgress] = useState<{ done: number; of: number; percent: number } | null>(null)
	const [failure, setFailure] = useState<PictureFailure | 'tooManyPictures' | null>(null)
	const hintId = `${id}-hint`
	const errorId = `${id}-error`

	useEffect(() => () => chosen.forEach((url) => URL.revokeObjectURL(url)), [chosen])

	/** The files left to send after some were: the input's files now, shown as chosen. */
	function chooseAgain(files: File[]) {
		const rest = new DataTransfer()
		for (const file of files) rest.items.add(file)
		if (fileRef.current) fileRef.current.files = rest.files
		setChosen(files.map((file) => URL.createObjectURL(file)))
	}

	// On submit, the chosen files go first, one after another; the form follows with their URLs. More
	// than the item takes is said before anything is sent.
	useSendFirst(fileRef, async (files) => {
		const keptCount = fileRef.current?.form?.querySelectorAll(`input[name="${name}"]:checked`).length ?? 0
		if (keptCount + files.length > max) {
			setFailure('tooManyPictures')
			return 'failed'
		}
		setFailure(null)
		const { sendPicture } = await import('./send-picture.ts')
		const urls: string[] = []
		for (const [index, file] of files.entries()) {
			setProgress({ done: index + 1, of: files.length, percent: 0 })
			const answer = await sendPicture(file, 'content', (fraction) => setProgress({ done: index + 1, of: files.length, percent: Math.round(fraction * 100) }))
			if (!('url' in answer)) {
				setProgress(null)
				// What was sent is kept with the form (in it before the form may be sent plainly); the files
				// not sent stay chosen, to be sent again.
				flushSync(() => setKept((before) => [...before, ...urls]))
				chooseAgain(files.slice(index))
				if ('failure' in answer) setFailure(answer.failure)
				return 'failure' in answer ? 'failed' : 'unexpected'
			}
			urls.push(answer.url)
		}
		setProgress(null)
		// The kept pictures' checkboxes must be in the form before it reads its fields.
		flushSync(() => {
			setKept((before) => [...before, ...urls])
			setChosen([])
		})
		return 'sent'
	})

	function onChoose(event: ChangeEvent<HTMLInputElement>) {
		setFailure(null)
		setChosen([...(event.currentTarget.files ?? [])].map((file) => URL.createObjectURL(file)))
	}

	const messages = [
		...new Set([
			...(failure === 'tooManyPictures' ? [t('images.pictures.tooMany', { max })] : failure ? [t(`images.failures.${failure}`)] : []),
			...errors.map((error) => {
				const failed = pictureFailureOf(error)
				return failed ? t(`images.failures.${failed}`) : formatValidationMessage(t, error, label)
			}),
		]),
	]
	const invalid = messages.length > 0
	return (
		<div className="field pictures-input" aria-busy={progress !== null || undefined}>
			{kept.length > 0 ? (
				<fieldset>
					<legend>{t('images.pictures.kept')}</legend>
					<ul className="pictures-input__list">
						{kept.map((url, index) => {
							const pending = !saved.includes(url)
							return (
								<li key={url}>
									<img src={url} alt={t('images.pictures.alt', { number: index + 1 })} width={160} height={120} loading="lazy" />
									<label className="choice">
										<input type="checkbox" name={name} value={url} defaultChecked aria-describedby={pending ? `${id}-pending-${index}` : undefined} />
										{t('images.pictures.keep', { number: index + 1 })}
									</label>
									{pending ? (
										<p id={`${id}-pending-${index}`} className="upload-pending">
											{t('images.pending')}
										</p>
									) : null}
								</li>
							)
						})}
					</ul>
				</fieldset>
			) : null}
			<label htmlFor={id}>{label}</label>
			<span id={hintId} className="field__hint">
				{hint}
			</span>
			<input
				ref={fileRef}
				id={id}
				type="file"
				multiple
				name={fileFieldOf(name)}
				accept={ACCEPTED_PICTURE_TYPES}
				onChange={onChoose}
				aria-invalid={invalid || undefined}
				aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
			/>
			{chosen.length > 0 ? (
				<ul className="pictures-input__list" aria-label={t('images.pictures.chosen')}>
					{chosen.map((url, index) => (
						<li key={url}>
							<img src={url} alt={t('images.pictures.chosenAlt', { number: index + 1 })} width={160} height={120} />
						</li>
					))}
				</ul>
			) : null}
			<p className="visually-hidden" aria-live="polite">
				{progress ? t('images.pictures.sending', { done: progress.done, of: progress.of }) : ''}
			</p>
			{progress ? (
				<UploadProgress label={t('images.pictures.sending', { done: progress.done, of: progress.of })} percent={progress.percent} text={t('images.sendingPercent', { percent: progress.percent })} />
			) : null}
			<UploadErrors id={errorId} messages={messages} />
		</div>
	)
}
