import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldErrors } from './field-errors.tsx'

type TextFieldProps = {
	label: string
	hint?: ReactNode
	/** Encoded validation messages (app/validation/message.ts), e.g. from conform's field.errors. */
	errors?: string[]
	inputProps: InputHTMLAttributes<HTMLInputElement>
}

export function TextField({ label, hint, errors, inputProps }: TextFieldProps) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			{hint ? (
				<span id={hintId} className="field__hint">
					{hint}
				</span>
			) : null}
			<input
				{...inputProps}
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
			/>
			<FieldErrors id={`${id}-error`} errors={errors} label={label} />
		</div>
	)
}
