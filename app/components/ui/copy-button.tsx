import { useState } from 'react'

/**
 * Copies a text to the clipboard. Only where scripts run (`.js-only`, present from the first paint so
 * nothing moves at hydration); without them the text sits in a read-only field beside it to copy by hand.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
	const [copied, setCopied] = useState(false)
	return (
		<button
			type="button"
			className="button button--secondary button--small js-only"
			onClick={() => {
				void navigator.clipboard.writeText(text).then(() => setCopied(true))
			}}
		>
			<span aria-live="polite">{copied ? copiedLabel : label}</span>
		</button>
	)
}
