import type { MetaFunction } from '@remix-run/node'

/** Title and description from a loader's `meta` (see page-meta.server.ts). */
export const pageMeta: MetaFunction = ({ data }) => {
	const meta = (data as { meta?: { title: string; description: string } } | undefined)?.meta
	return meta ? [{ title: meta.title }, { name: 'description', content: meta.description }] : []
}
