// Client-side list of visible toasts. Identical toasts (same type and text) are grouped into one
// entry with a count, and each repeat restarts that entry's timer (its `version` changes).
export type ToastType = 'info' | 'success' | 'error' | 'warning'
/** `link`: where the toast leads (a notification's feedback), as a link after its message. */
export type IncomingToast = { type: ToastType; message: string; description?: string; link?: { href: string; label: string } }
export type ToastEntry = IncomingToast & { id: number; count: number; version: number }

export const TOAST_TIMEOUT_MS = 5000

export type ToastAction = { type: 'add'; toast: IncomingToast } | { type: 'dismiss'; id: number }

let nextId = 1

export function toastQueueReducer(entries: ToastEntry[], action: ToastAction): ToastEntry[] {
	if (action.type === 'dismiss') return entries.filter((entry) => entry.id !== action.id)
	const { toast } = action
	const same = entries.find(
		(entry) => entry.type === toast.type && entry.message === toast.message && entry.description === toast.description,
	)
	if (same) {
		return entries.map((entry) => (entry === same ? { ...entry, count: entry.count + 1, version: entry.version + 1 } : entry))
	}
	return [...entries, { ...toast, id: nextId++, count: 1, version: 1 }]
}

export function initialToasts(toast: IncomingToast | undefined | null, more: IncomingToast[] = []): ToastEntry[] {
	return [...(toast ? [toast] : []), ...more].reduce((entries, next) => toastQueueReducer(entries, { type: 'add', toast: next }), [] as ToastEntry[])
}
