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
 * conform's useForm set up the product's way (spec 5.4): fields are validated when they lose focus and
 * when their value is committed (a `change` event: selects, checkboxes, dates), never on each keystroke.
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
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})

	useEffect(() => {
		const element = document.forms.namedItem(id)
		if (!element) return
		function onChange(event: Event) {
			const name = (event.target as HTMLInputElement | null)?.name
			if (name) form.validate({ name })
		}
		element.addEventListener('change', onChange)
		return () => element.removeEventListener('change', onChange)
	}, [id, form])

	return [form, fields] as const
}
