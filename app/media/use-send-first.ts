import { useEffect, useRef, type RefObject } from 'react'

/**
 * What sending the chosen files came to: `sent` (their URLs are in the form's fields now), `failed` (the
 * uploader says why; the form stays), or `unexpected` (an answer not ours, e.g. signed out meanwhile).
 */
export type SendOutcome = 'sent' | 'failed' | 'unexpected'

/**
 * The uploaders' submit (ADR 0012): when the form is sent with files chosen in `input`, they go first
 * (`send`, which shows their progress and puts their URLs in the form), then the form is sent again
 * without them; a failure keeps the form and moves focus to the input; an answer that is not ours sends
 * the form as without JavaScript, files and all. conform's field checks (its hidden `__intent__` submit)
 * are not sends. Returns whether a send is under way.
 */
export function useSendFirst(input: RefObject<HTMLInputElement | null>, send: (files: File[]) => Promise<SendOutcome>) {
	const sending = useRef(false)
	const sendPlainly = useRef(false)
	// The latest `send`, without setting the listener up again on each render.
	const latest = useRef(send)
	useEffect(() => {
		latest.current = send
	})

	useEffect(() => {
		const element = input.current
		const form = element?.form
		if (!element || !form) return
		async function sendFirst(event: SubmitEvent) {
			const files = [...(element!.files ?? [])]
			if (sendPlainly.current || (event.submitter as HTMLButtonElement | null)?.name === '__intent__') return
			if (files.length === 0 && !sending.current) return
			event.preventDefault()
			event.stopImmediatePropagation()
			if (sending.current) return
			sending.current = true
			const outcome = await latest.current(files).finally(() => {
				sending.current = false
			})
			const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : undefined
			if (outcome === 'sent') {
				element!.value = ''
				form!.requestSubmit(submitter)
			} else if (outcome === 'failed') {
				element!.focus()
			} else {
				sendPlainly.current = true
				form!.requestSubmit(submitter)
				sendPlainly.current = false
			}
		}
		form.addEventListener('submit', sendFirst)
		return () => form.removeEventListener('submit', sendFirst)
	}, [input])
}
