import { useState } from 'react'
import { useHydrated } from '#app/hooks/use-hydrated.ts'

/**
 * Copies a text to the clipboard. Only with JavaScript; without it the text sits in a read-only field
 * beside the button to select and copy by hand.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
	const [copied, setCopied] = useState(false)
	if (!useHydrated()) return null
	return (
		<button
			type="button"
			className="button button--secondary button--small"
			onClick={() => {
				void navigator.clipboard.writeText(text).then(() => setCopied(true))
			}}
		>
			<span aria-live="polite">{copied ? copiedLabel : label}</span>
		</button>
	)
}
