import { useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { useSendFirst } from './use-send-first.ts'

/** What an uploader's send answers: the stored file's URL, a failure the person can act on, or neither. */
export type Sent<Failure> = { url: string } | { failure: Failure } | { unexpected: true }

/**
 * One file sent first on submit (useSendFirst), with its progress and failure for the uploader to show;
 * `keep` puts the URL in the form's hidden field before the form is read again.
 */
export function useSendOneFirst<Failure>(
	input: RefObject<HTMLInputElement | null>,
	send: (file: File, onProgress: (fraction: number) => void) => Promise<Sent<Failure>>,
	keep: (url: string) => void,
) {
	const [progress, setProgress] = useState<number | null>(null)
	const [failure, setFailure] = useState<Failure | null>(null)
	useSendFirst(input, async ([file]) => {
		setFailure(null)
		setProgress(0)
		const sent = await send(file!, (fraction) => setProgress(Math.round(fraction * 100)))
		setProgress(null)
		if ('url' in sent) {
			// The hidden field must hold the URL before the form reads its fields.
			flushSync(() => keep(sent.url))
			return 'sent'
		}
		if ('failure' in sent) {
			setFailure(sent.failure)
			return 'failed'
		}
		return 'unexpected'
	})
	return { progress, failure, setFailure }
}

/**
 * What an uploader's form carries: the server's answer (what is saved, or what a failed post kept) until a
 * file sent from this page replaces it (`setKept`); a new answer (the post failed again) replaces both.
 * `keyOf` tells answers apart (a list of pictures is a new array each render).
 */
export function useKept<Value>(answered: Value, keyOf: (value: Value) => string = String) {
	const [kept, setKept] = useState(answered)
	const [answer, setAnswer] = useState(() => keyOf(answered))
	if (keyOf(answered) !== answer) {
		setAnswer(keyOf(answered))
		setKept(answered)
	}
	return [kept, setKept] as const
}

/** An upload's progress bar with its percentage (`label` names it for assistive technology). */
export function UploadProgress({ id, label, percent, text }: { id?: string; label: string; percent: number; text: string }) {
	return (
		<div className="picture-input__progress">
			<progress id={id} max={100} value={percent} aria-label={label} />
			<span aria-hidden="true">{text}</span>
		</div>
	)
}

/** An uploader's messages (its own failures and the form's), announced when they appear. */
export function UploadErrors({ id, messages }: { id: string; messages: string[] }) {
	if (messages.length === 0) return null
	return (
		<ul id={id} className="field__errors" role="alert">
			{messages.map((message) => (
				<li key={message}>{message}</li>
			))}
		</ul>
	)
}
