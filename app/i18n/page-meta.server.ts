import type { LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from './i18next.server.ts'

export type PageMetaData = { meta: { title: string; description: string } }

/** A loader for pages whose only server data is their title and description, in the reader's language. */
export function metaLoader(namespace: string) {
	return async ({ request }: LoaderFunctionArgs): Promise<PageMetaData> => {
		const t = await i18next.getFixedT(request, [namespace, 'common'])
		return {
			meta: {
				title: t('meta.title', { ns: namespace }),
				description: t('meta.description', { ns: namespace }),
			},
		}
	}
}
