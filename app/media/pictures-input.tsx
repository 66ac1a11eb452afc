import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { ACCEPTED_PICTURE_TYPES, fileFieldOf, pictureFailureOf, type PictureFailure } from './pictures.ts'
import { UploadErrors, UploadProgress } from './upload-status.tsx'
import { useSendFirst } from './use-send-first.ts'
import { formatValidationMessage } from '#app/validation/format.ts'

export type PicturesInputProps = {
	/** The form field that carries the pictures' URLs, one value each, in order. */
	name: string
	id: string
	/** The pictures the form starts with: those saved, or those kept from a failed save. */
	kept: readonly string[]
	max: number
	label: string
	hint: string
	/** Encoded field errors (validation/message.ts): an upload's failure, or the field's own rule. */
	errors?: string[]
}

/**
 * Several pictures for one item (ADR 0012's uploader, for a list). Without JavaScript: the pictures kept
 * are checkboxes ("Keep picture 2"), and a multiple file input adds more; the action uploads the files
 * first (app/content/content-form.server.ts). With JavaScript: the chosen files show at once, and on
 * submit each is sent in turn with its progress, its URL added to the form, and the form sent on without them.
 */
export function PicturesInput({ name, id, kept: initial, max, label, hint, errors = [] }: PicturesInputProps) {
	const { t } = useTranslation()
	const fileRef = useRef<HTMLInputElement>(null)
	const [sent, setSent] = useState<string[]>([])
	const [chosen, setChosen] = useState<string[]>([])
	const [progress, setProgress] = useState<{ done: number; of: number; percent: number } | null>(null)
	const [failure, setFailure] = useState<PictureFailure | 'tooManyPictures' | null>(null)
	const hintId = `${id}-hint`
	const errorId = `${id}-error`

	useEffect(() => () => chosen.forEach((url) => URL.revokeObjectURL(url)), [chosen])

	// On submit, the chosen files go first, one after another; the form follows with their URLs. More
	// than the item takes is said before anything is sent.
	useSendFirst(fileRef, async (files) => {
		const keptCount = fileRef.current?.form?.querySelectorAll(`input[name="${name}"]:is([type="hidden"], :checked)`).length ?? 0
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
				// What was sent stays in the form; the rest is chosen again.
				setSent((before) => [...before, ...urls])
				if ('failure' in answer) setFailure(answer.failure)
				return 'failure' in answer ? 'failed' : 'unexpected'
			}
			urls.push(answer.url)
		}
		setProgress(null)
		// The hidden fields must hold the URLs before the form reads its fields.
		flushSync(() => {
			setSent((before) => [...before, ...urls])
			setChosen([])
		})
		return 'sent'
	})

	function choose(event: ChangeEvent<HTMLInputElement>) {
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
			{initial.length > 0 ? (
				<fieldset>
					<legend>{t('images.pictures.kept')}</legend>
					<ul className="pictures-input__list">
						{initial.map((url, index) => (
							<li key={url}>
								<img src={url} alt={t('images.pictures.alt', { number: index + 1 })} width={160} height={120} loading="lazy" />
								<label className="choice">
									<input type="checkbox" name={name} value={url} defaultChecked />
									{t('images.pictures.keep', { number: index + 1 })}
								</label>
							</li>
						))}
					</ul>
				</fieldset>
			) : null}
			{sent.map((url) => (
				<input key={url} type="hidden" name={name} value={url} />
			))}
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
				onChange={choose}
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
