import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button.tsx'

// The e-book reader (docs/product.md#content): the PDF drawn a page at a time with PDF.js, which loads
// here and only here (its library and worker are chunks of their own, fetched when the reader opens).
// Arrow keys and a swipe turn the pages, + and - zoom; the last page read is remembered in this browser.

type PdfDocument = { numPages: number; getPage(number: number): Promise<PdfPage>; destroy(): Promise<void> }
type PdfPage = {
	getViewport(options: { scale: number }): { width: number; height: number }
	render(options: { canvas: HTMLCanvasElement; viewport: { width: number; height: number } }): { promise: Promise<void>; cancel(): void }
}

const ZOOMS = [0.75, 1, 1.25, 1.5, 2, 3] as const

export default function PdfReader({ url, rememberAs, title }: { url: string; rememberAs: string; title: string }) {
	const { t } = useTranslation('content')
	const canvas = useRef<HTMLCanvasElement>(null)
	const frame = useRef<HTMLDivElement>(null)
	const [document, setDocument] = useState<PdfDocument | null>(null)
	const [failed, setFailed] = useState(false)
	const [page, setPage] = useState(() => {
		const kept = Number(typeof localStorage === 'undefined' ? 1 : localStorage.getItem(rememberAs))
		return Number.isInteger(kept) && kept > 0 ? kept : 1
	})
	const [zoom, setZoom] = useState(1)

	useEffect(() => {
		let current = true
		let opened: PdfDocument | null = null
		void (async () => {
			try {
				const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
				pdfjs.GlobalWorkerOptions.workerSrc = worker.default
				opened = (await pdfjs.getDocument({ url, isEvalSupported: false }).promise) as unknown as PdfDocument
				if (current) setDocument(opened)
			} catch {
				if (current) setFailed(true)
			}
		})()
		return () => {
			current = false
			void opened?.destroy()
		}
	}, [url])

	const pages = document?.numPages ?? 0
	const shown = pages ? Math.min(page, pages) : page

	// Draw the page at the frame's width, times the zoom, sharp on high-density screens.
	useEffect(() => {
		if (!document || !canvas.current || !frame.current) return
		let task: { promise: Promise<void>; cancel(): void } | null = null
		let current = true
		void document.getPage(shown).then((pdfPage) => {
			if (!current || !canvas.current || !frame.current) return
			const natural = pdfPage.getViewport({ scale: 1 })
			const fit = (frame.current.clientWidth - 16) / natural.width
			const density = window.devicePixelRatio || 1
			const viewport = pdfPage.getViewport({ scale: fit * zoom * density })
			canvas.current.width = viewport.width
			canvas.current.height = viewport.height
			canvas.current.style.width = `${viewport.width / density}px`
			canvas.current.style.height = `${viewport.height / density}px`
			task = pdfPage.render({ canvas: canvas.current, viewport })
			task.promise.catch(() => {})
		})
		localStorage.setItem(rememberAs, String(shown))
		return () => {
			current = false
			task?.cancel()
		}
	}, [document, shown, zoom, rememberAs])

	const turn = useCallback((by: number) => setPage((before) => Math.min(Math.max(1, Math.min(before, pages || before) + by), pages || 1)), [pages])
	const zoomBy = useCallback((by: 1 | -1) => setZoom((before) => ZOOMS[Math.min(Math.max(0, ZOOMS.indexOf(before as (typeof ZOOMS)[number]) + by), ZOOMS.length - 1)] ?? 1), [])

	useEffect(() => {
		function onKey(event: KeyboardEvent) {
			if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
			if (event.key === 'ArrowRight' || event.key === 'PageDown') turn(1)
			else if (event.key === 'ArrowLeft' || event.key === 'PageUp') turn(-1)
			else if (event.key === '+' || event.key === '=') zoomBy(1)
			else if (event.key === '-') zoomBy(-1)
			else return
			event.preventDefault()
		}
		let startX: number | null = null
		const element = frame.current
		const onTouchStart = (event: TouchEvent) => void (startX = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null)
		const onTouchEnd = (event: TouchEvent) => {
			const endX = event.changedTouches[0]?.clientX
			if (startX === null || endX === undefined || zoom > 1) return
			if (endX - startX < -60) turn(1)
			else if (endX - startX > 60) turn(-1)
			startX = null
		}
		window.addEventListener('keydown', onKey)
		element?.addEventListener('touchstart', onTouchStart, { passive: true })
		element?.addEventListener('touchend', onTouchEnd)
		return () => {
			window.removeEventListener('keydown', onKey)
			element?.removeEventListener('touchstart', onTouchStart)
			element?.removeEventListener('touchend', onTouchEnd)
		}
	}, [turn, zoomBy, zoom])

	if (failed) return <p className="form-error">{t('ebook.failed')}</p>
	return (
		<div className="pdf-reader stack">
			<div className="pdf-reader__bar" role="toolbar" aria-label={t('ebook.controls')}>
				<Button variant="secondary" size="small" onClick={() => turn(-1)} disabled={shown <= 1}>
					{t('ebook.previous')}
				</Button>
				<span role="status" aria-live="polite">
					{pages ? t('ebook.page', { number: shown, count: pages }) : t('ebook.opening')}
				</span>
				<Button variant="secondary" size="small" onClick={() => turn(1)} disabled={!pages || shown >= pages}>
					{t('ebook.next')}
				</Button>
				<Button variant="ghost" size="small" onClick={() => zoomBy(-1)} disabled={zoom <= ZOOMS[0]} aria-label={t('ebook.zoomOut')}>
					−
				</Button>
				<span>{Math.round(zoom * 100)}%</span>
				<Button variant="ghost" size="small" onClick={() => zoomBy(1)} disabled={zoom >= ZOOMS[ZOOMS.length - 1]!} aria-label={t('ebook.zoomIn')}>
					+
				</Button>
			</div>
			<div ref={frame} className="pdf-reader__frame" aria-busy={!document || undefined}>
				{document ? null : <progress aria-label={t('ebook.opening')} />}
				<canvas ref={canvas} role="img" aria-label={t('ebook.pageOf', { title, number: shown })} />
			</div>
		</div>
	)
}
