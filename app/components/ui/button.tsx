import { Link, type LinkProps } from '@remix-run/react'
import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'normal' | 'small'

export function buttonClassName(variant: Variant = 'primary', size: Size = 'normal', extra?: string) {
	return ['button', variant !== 'primary' && `button--${variant}`, size === 'small' && 'button--small', extra]
		.filter(Boolean)
		.join(' ')
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
	return <button type={type} className={buttonClassName(variant, size, className)} {...props} />
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & { variant?: Variant; size?: Size }) {
	return <Link className={buttonClassName(variant, size, className)} {...props} />
}
