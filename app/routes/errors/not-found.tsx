import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { NotFound, readablePath } from '#app/components/error-page.tsx'
import { safeBackPath } from '#app/routing/back-path.ts'

/**
 * Where denied navigations land (docs/product.md#roles-and-permissions: post-denial redirect is /404). The guard sends the path the
 * person asked for (`from`) and the page they came from (`back`), so this page names what could not be
 * opened and offers the way back; both must be paths of this site.
 */
export function loader({ request }: LoaderFunctionArgs) {
	const query = new URL(request.url).searchParams
	const from = safeBackPath(query.get('from'), '')
	const back = safeBackPath(query.get('back'), '')
	return data({ from: from || null, back: back || null }, { status: 404 })
}

export default function NotFoundPage() {
	const { from, back } = useLoaderData<typeof loader>()
	const { pathname } = useLocation()
	return <NotFound path={readablePath(from ?? pathname)} back={back} />
}
