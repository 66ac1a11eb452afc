import { useState, useSyncExternalStore, type TextareaHTMLAttributes } from 'react'

const subscribeToNothing = () => () => {}

/**
 * A textarea that keeps what was typed before the page became interactive. React 18 hydrates a
 * textarea by setting its value back to the server's text when that text is not empty, so typing into
 * an edit form on a slow phone was lost at hydration (inputs and selects keep theirs). While
 * hydrating, the text already in the page's own element becomes the default, and React leaves it.
 * Every textarea of the product is this one (ESLint forbids a bare <textarea>).
 */
export function TextArea({ id, defaultValue, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
	// True only in the render that hydrates the server's markup (React reads the server snapshot then).
	const hydrating = useSyncExternalStore(
		subscribeToNothing,
		() => false,
		() => true,
	)
	const [typedBeforeHydration] = useState(() => (hydrating && typeof document !== 'undefined' ? (document.getElementById(id) as HTMLTextAreaElement | null)?.value : undefined))
	// eslint-disable-next-line no-restricted-syntax -- the one place a textarea is rendered
	return <textarea id={id} {...props} defaultValue={typedBeforeHydration ?? defaultValue} />
}
