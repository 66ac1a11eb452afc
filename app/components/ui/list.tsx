import type { ReactNode } from 'react'
import { EmptyState } from './empty-state.tsx'

type ListProps<Item> = {
	items: Item[]
	getKey: (item: Item) => string
	renderItem: (item: Item) => ReactNode
	label?: string
	/** Shown instead of an empty list. */
	empty?: ReactNode
}

export function List<Item>({ items, getKey, renderItem, label, empty }: ListProps<Item>) {
	if (items.length === 0) return <>{empty ?? <EmptyState />}</>
	return (
		<ul className="list" aria-label={label}>
			{items.map((item) => (
				<li key={getKey(item)}>{renderItem(item)}</li>
			))}
		</ul>
	)
}
