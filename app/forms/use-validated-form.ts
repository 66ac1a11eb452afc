import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import type { z } from 'zod'

// conform types a form's values as Record<string, any>; a schema's input must fit that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormSchema = z.ZodType<Record<string, unknown>, Record<string, any>>

type Options<Schema extends FormSchema> = {
	id: string
	/**
	 * The same schema the action parses (one schema per form for client and server), loaded on demand:
	 * `() => import('…/forms.ts').then((m) => m.signInSchema)`. The validation library stays out of the
	 * page's first load; until it arrives, a submit is checked by the server, as without JavaScript.
	 */
	schema: () => Promise<Schema>
	/** Fields that must be filled in, for `required` (and so screen readers) from the first paint. */
	required?: readonly (keyof z.input<Schema> & string)[]
	/** The action's `submission.reply()`, so server errors and the user's input survive a round trip. */
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Partial<z.input<Schema>>
}

/**
 * conform's useForm set up the product's way (docs/product.md#standard-rules-and-messages): a field is validated when it loses focus and
 * when its value is committed (a `change` event: selects, checkboxes, dates), never on each keystroke.
 * Pressing a button or link anywhere on the page is the exception: the blur it causes would add or
 * remove messages, move the control between mouse-down and mouse-up and swallow the click; a submit
 * checks every field anyway.
 * Without JavaScript the server validates the same schema and the page shows its answer.
 */
export function useValidatedForm<Schema extends FormSchema>({ id, schema, required = [], lastResult, defaultValue }: Options<Schema>) {
	type Validate = (formData: FormData) => Submission<z.input<Schema>, string[], z.output<Schema>>
	const [validate, setValidate] = useState<Validate | null>(null)
	const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
		id,
		lastResult,
		defaultValue: defaultValue as never,
		constraint: Object.fromEntries(required.map((name) => [name, { required: true }])),
		// Blur and change are handled below, so a press on a submit button can skip them.
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onSubmit',
		onValidate: validate ? ({ formData }) => validate(formData) : undefined,
	})

	// The schema and its zod adapter, once the page is interactive.
	useEffect(() => {
		let current = true
		void Promise.all([schema(), import('@conform-to/zod/v4')]).then(([loaded, { parseWithZod }]) => {
			if (current) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema: loaded }))
		})
		return () => {
			current = false
		}
		// One schema per form (id): a new loader function each render must not load it again.
	}, [id])

	useEffect(() => {
		const element = document.forms.namedItem(id)
		// Without the schema a field check would be a round trip to the server: wait for it.
		if (!element || !validate) return
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
	}, [id, form, validate])

	return [form, fields] as const
}
