import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CounterLineView } from './counter-views.ts'

/**
 * A counter sale's lines and total, as its check-out and its review show them (docs/product.md#pocket,
 * "Counter sale"): a line no longer for sale, or with fewer left than it holds, says so.
 */
export function CounterSaleLines({ id, lines, totalLabel, total, children }: { id: string; lines: CounterLineView[]; totalLabel: string; total: string; children?: ReactNode }) {
	const { t } = useTranslation('shop')
	return (
		<section aria-labelledby={id} className="card stack counter__sale">
			<h2 id={id}>{t('counter.cart.sale')}</h2>
			<ul className="check-out__lines">
				{lines.map((line) => (
					<li key={line.id} className="check-out__line">
						<span>
							{line.title}
							{line.option ? <span className="muted"> · {line.option}</span> : null}
							<span className="muted"> × {line.quantity}</span>
						</span>
						<span>{line.total}</span>
						{line.price === null ? <p className="notice">{t('counter.cart.notForSale')}</p> : line.left !== null ? <p className="notice">{t('counter.cart.left', { count: line.left })}</p> : null}
					</li>
				))}
			</ul>
			<p className="counter__total">
				{totalLabel} <strong>{total}</strong>
			</p>
			{children}
		</section>
	)
}
