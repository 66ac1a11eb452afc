import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import type { z } from 'zod'

// conform types a form's values as Record<string, any>; a schema's input must fit that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormSchema = z.ZodType<Record<string, unknown>, Record<string, any>>

type Options<Schema extends FormSchema> = {
	id: string
	/** The same schema the action parses: one schema per form for client and server. */
	schema: Schema
	/** The action's `submission.reply()`, so server errors and the user's input survive a round trip. */
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Partial<z.input<Schema>>
}

/**
 * conform's useForm set up the product's way (spec 5.4): a field is validated when it loses focus and
 * when its value is committed (a `change` event: selects, checkboxes, dates), never on each keystroke.
 * Pressing a button or link anywhere on the page is the exception: the blur it causes would add or
 * remove messages, move the control between mouse-down and mouse-up and swallow the click; a submit
 * checks every field anyway.
 * Without JavaScript the server validates the same schema and the page shows its answer.
 */
export function useValidatedForm<Schema extends FormSchema>({
	id,
	schema,
	lastResult,
	defaultValue,
}: Options<Schema>) {
	const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
		id,
		lastResult,
		defaultValue: defaultValue as never,
		constraint: getZodConstraint(schema),
		// Blur and change are handled below, so a press on a submit button can skip them.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})

	useEffect(() => {
		const element = document.forms.namedItem(id)
		if (!element) return
		let pressingControl = false
		function onPointerDown(event: Event) {
			pressingControl = Boolean((event.target as Element | null)?.closest('button, a[href], summary, input[type="submit"], input[type="button"]'))
		}
		function onPointerEnd() {
			pressingControl = false
		}
		function validateField(event: Event) {
			const name = (event.target as HTMLInputElement | null)?.name
			if (name && !pressingControl) form.validate({ name })
		}
		document.addEventListener('pointerdown', onPointerDown, true)
		document.addEventListener('pointerup', onPointerEnd)
		document.addEventListener('pointercancel', onPointerEnd)
		element.addEventListener('focusout', validateField)
		element.addEventListener('change', validateField)
		return () => {
			document.removeEventListener('pointerdown', onPointerDown, true)
			document.removeEventListener('pointerup', onPointerEnd)
			document.removeEventListener('pointercancel', onPointerEnd)
			element.removeEventListener('focusout', validateField)
			element.removeEventListener('change', validateField)
		}
	}, [id, form])

	return [form, fields] as const
}
