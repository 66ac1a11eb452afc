import { useId, type SelectHTMLAttributes } from 'react'
import { FieldErrors } from './field-errors.tsx'

type Option = { value: string; label: string; lang?: string }

type SelectFieldProps = {
	label: string
	options: Option[]
	errors?: string[]
	selectProps: SelectHTMLAttributes<HTMLSelectElement>
}

export function SelectField({ label, options, errors, selectProps }: SelectFieldProps) {
	const fallbackId = useId()
	const id = selectProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			<select {...selectProps} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
				{options.map((option) => (
					<option key={option.value} value={option.value} lang={option.lang}>
						{option.label}
					</option>
				))}
			</select>
			<FieldErrors id={`${id}-error`} errors={errors} label={label} />
		</div>
	)
}
