import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

/** About 100 m: all a counter's radius needs, and no nearer than that is sent. */
const round = (degrees: number) => (Math.round(degrees * 1000) / 1000).toString()

/**
 * "Collect" on /qr-code-receive. For a code that gives its points near the counter only, the form says
 * so, and with JavaScript asks the browser where the person is before it is sent (into its hidden
 * fields); without JavaScript it says collecting here needs both, and the API's refusal says it again.
 */
export function CollectForm({ needsLocation }: { needsLocation: boolean }) {
	const { t } = useTranslation('pocket')
	const submit = useSubmit()
	const busy = useNavigation().state === 'submitting'
	const [locating, setLocating] = useState<'idle' | 'locating' | 'failed'>('idle')

	function askWhere(event: FormEvent<HTMLFormElement>) {
		if (!needsLocation) return
		event.preventDefault()
		const form = event.currentTarget
		const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
		// A browser that cannot tell sends none: the API's "needs your location" then says so.
		if (!('geolocation' in navigator)) return submit(form)
		setLocating('locating')
		navigator.geolocation.getCurrentPosition(
			({ coords }) => {
				setLocating('idle')
				field('latitude').value = round(coords.latitude)
				field('longitude').value = round(coords.longitude)
				submit(form)
			},
			() => {
				setLocating('failed')
				submit(form)
			},
			{ timeout: 15_000, maximumAge: 60_000 },
		)
	}

	return (
		<Form method="post" className="stack pocket-collect" onSubmit={askWhere}>
			{needsLocation ? (
				<>
					<p className="js-only" id="collect-location">
						{t('receive.location')}
					</p>
					<p className="no-js-only notice notice--warning">{t('receive.locationNoJs')}</p>
					<input type="hidden" name="latitude" defaultValue="" />
					<input type="hidden" name="longitude" defaultValue="" />
				</>
			) : null}
			<p role="status" className={locating === 'failed' ? 'form-error' : 'visually-hidden'}>
				{locating === 'failed' ? t('receive.locationFailed') : null}
			</p>
			<Button type="submit" className="pocket-collect__button" aria-disabled={busy || locating === 'locating' || undefined} aria-describedby={needsLocation ? 'collect-location' : undefined}>
				{busy || locating === 'locating' ? t('receive.collecting') : t('receive.collect')}
			</Button>
		</Form>
	)
}
