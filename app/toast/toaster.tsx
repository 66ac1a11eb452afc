import { Link, useLocation } from '@remix-run/react'
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { initialToasts, TOAST_TIMEOUT_MS, toastQueueReducer, type IncomingToast, type ToastEntry } from './toast-queue.ts'

type ToastState = { entries: ToastEntry[]; dismiss: (id: number) => void }
const ToastContext = createContext<ToastState | null>(null)

/**
 * Keeps the toasts the server flashed (remix-toast), for the one place a page shows them (`Toasts`): the
 * root holds them, so they outlive a change of layout.
 */
export function ToastProvider({ toast, notices, children }: { toast: IncomingToast | undefined; notices?: IncomingToast[]; children: ReactNode }) {
	const [entries, dispatch] = useReducer(toastQueueReducer, undefined, () => initialToasts(toast, notices))
	const firstToast = useRef(toast)
	const firstNotices = useRef(notices)

	useEffect(() => {
		// Each loader run yields a new object, so a repeated identical toast still arrives here.
		if (toast && toast !== firstToast.current) dispatch({ type: 'add', toast })
	}, [toast])

	useEffect(() => {
		// What the person is told (docs/product.md#notifications): each loader run that brings some adds them.
		if (notices && notices !== firstNotices.current) for (const notice of notices) dispatch({ type: 'add', toast: notice })
	}, [notices])

	const state = useMemo<ToastState>(() => ({ entries, dismiss: (id) => dispatch({ type: 'dismiss', id }) }), [entries])
	return <ToastContext.Provider value={state}>{children}</ToastContext.Provider>
}

/**
 * The toasts, under the site header (app/components/site-shell.tsx). Rendered on the server too, so they
 * are seen without JavaScript: there a toast is part of the page, covering nothing, until "Dismiss" reloads
 * the page without it. With JavaScript it shows over the top of the window and hides after 5 s: over the
 * header when the page is at its top, and the page does not move when it goes (app.css).
 */
export function Toasts() {
	const state = useContext(ToastContext)
	if (!state) return null
	return (
		<div className="toaster">
			{state.entries.map((entry) => (
				<ToastItem key={entry.id} entry={entry} onDismiss={() => state.dismiss(entry.id)} />
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
				{entry.link ? (
					<>
						{' '}
						<Link to={entry.link.href} className="toast__link">
							{entry.link.label}
						</Link>
					</>
				) : null}
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
