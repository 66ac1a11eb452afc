import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { watchControlPresses } from './control-press.ts'

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

/** What a press may be on, and what is a field (a button's own focus moves are not a field's). */
const controlSelector = 'button, a[href], summary, input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]'
const fieldSelector = 'input:not([type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea'

/**
 * conform's useForm set up the product's way (docs/product.md#standard-rules-and-messages): a field is validated when it loses focus and
 * when its value is committed (a `change` event: selects, checkboxes, dates), never on each keystroke.
 * Pressing a button or link anywhere on the page is the exception, with a mouse or a finger: the blur it
 * causes would add or remove messages, move the control before the press ends and swallow the click (a
 * tap moves the focus after the finger lifts, just before its click: app/forms/control-press.ts); a submit
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

	// Stable across renders (the form's object is not): the listeners stay put while a press goes on.
	const validateField = form.validate
	useEffect(() => {
		const element = document.forms.namedItem(id)
		// Without the schema a field check would be a round trip to the server: wait for it.
		if (!element || !validate) return
		const presses = watchControlPresses(document, (event) => Boolean((event.target as Element | null)?.closest?.(controlSelector)))
		function onLeaveField(event: Event) {
			const target = event.target as Element | null
			const name = target?.matches?.(fieldSelector) ? (target as HTMLInputElement).name : ''
			if (name && !presses.pressing) validateField({ name })
		}
		element.addEventListener('focusout', onLeaveField)
		element.addEventListener('change', onLeaveField)
		return () => {
			presses.stop()
			element.removeEventListener('focusout', onLeaveField)
			element.removeEventListener('change', onLeaveField)
		}
	}, [id, validateField, validate])

	return [form, fields] as const
}
