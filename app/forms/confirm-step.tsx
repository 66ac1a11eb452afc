import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Button } from '#app/components/ui/button.tsx'

type ConfirmStepProps = {
	id: string
	question: string
	warning: string
	/** What the second press posts to the page's action (`intent` and whatever names the thing). */
	fields: Record<string, string>
	confirm: string
	/** Shown on the button while the post is under way. */
	confirming?: string
	keep: string
	headingLevel?: 2 | 3
}

/**
 * The second step of something that cannot be taken back (delete, remove, archive): the question, what
 * follows from it, and the button that does it beside a link that leaves things as they are. The first
 * step puts a query in the address, so both steps work the same with and without JavaScript; the
 * question takes focus when it appears, so it is read and answered next.
 */
export function ConfirmStep({ id, question, warning, fields, confirm, confirming, keep, headingLevel = 2 }: ConfirmStepProps) {
	const busy = useNavigation().formData?.get('intent') === fields.intent
	const section = useRef<HTMLElement>(null)
	useEffect(() => section.current?.focus(), [])
	const Heading = `h${headingLevel}` as const
	return (
		<section ref={section} tabIndex={-1} className="delete-entry delete-entry--confirm" role="alert" aria-labelledby={id}>
			<Heading id={id}>{question}</Heading>
			<p>{warning}</p>
			<Form method="post" className="delete-entry__actions">
				{Object.entries(fields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<Button type="submit" variant="danger" aria-disabled={busy || undefined}>
					{busy && confirming ? confirming : confirm}
				</Button>
				<Link to="." preventScrollReset>
					{keep}
				</Link>
			</Form>
		</section>
	)
}
