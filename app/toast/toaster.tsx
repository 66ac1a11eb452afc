import { useLocation } from '@remix-run/react'
import { useEffect, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { initialToasts, TOAST_TIMEOUT_MS, toastQueueReducer, type IncomingToast, type ToastEntry } from './toast-queue.ts'

/**
 * Shows the toast the server flashed (remix-toast). Rendered on the server too, so it is seen without
 * JavaScript; there "Dismiss" reloads the page without it. With JavaScript it hides after 5 s.
 */
export function Toaster({ toast }: { toast: IncomingToast | undefined }) {
	const [entries, dispatch] = useReducer(toastQueueReducer, toast, initialToasts)
	const firstToast = useRef(toast)

	useEffect(() => {
		// Each loader run yields a new object, so a repeated identical toast still arrives here.
		if (toast && toast !== firstToast.current) dispatch({ type: 'add', toast })
	}, [toast])

	return (
		<div className="toaster">
			{entries.map((entry) => (
				<ToastItem key={entry.id} entry={entry} onDismiss={() => dispatch({ type: 'dismiss', id: entry.id })} />
			))}
		</div>
	)
}

function ToastItem({ entry, onDismiss }: { entry: ToastEntry; onDismiss: () => void }) {
	const { t } = useTranslation()
	const { pathname, search } = useLocation()
	// The timer restarts only when the toast repeats (its version), not when the parent re-renders.
	const dismissRef = useRef(onDismiss)
	useEffect(() => {
		dismissRef.current = onDismiss
	})

	useEffect(() => {
		const timer = setTimeout(() => dismissRef.current(), TOAST_TIMEOUT_MS)
		return () => clearTimeout(timer)
	}, [entry.version])

	return (
		<div className={`toast toast--${entry.type}`} role="status">
			<span className="toast__message">
				{entry.message}
				{entry.description ? <span className="visually-hidden"> {entry.description}</span> : null}
			</span>
			{entry.count > 1 ? <span className="toast__count">{t('toast.count', { count: entry.count })}</span> : null}
			<form
				method="get"
				action={pathname}
				onSubmit={(event) => {
					event.preventDefault()
					onDismiss()
				}}
			>
				{[...new URLSearchParams(search)].map(([name, value]) => (
					<input key={`${name}=${value}`} type="hidden" name={name} value={value} />
				))}
				<button type="submit">{t('toast.dismiss')}</button>
			</form>
		</div>
	)
}
