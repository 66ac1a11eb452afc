import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '#app/routing/params.server.ts'

// A path that matches no route: the default layout's boundary shows 'Page Not Found' with the path.
export function loader({ request }: LoaderFunctionArgs): never {
	throw notFound(request)
}

export function action({ request }: LoaderFunctionArgs): never {
	throw notFound(request)
}

export default function Unmatched() {
	return null
}
