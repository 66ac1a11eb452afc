import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLocation } from '@remix-run/react'
import { NotFound, readablePath } from '#app/components/error-page.tsx'

// Where denied navigations land (spec 6: post-denial redirect is /404).
export function loader(_args: LoaderFunctionArgs) {
	return data(null, { status: 404 })
}

export default function NotFoundPage() {
	return <NotFound path={readablePath(useLocation().pathname)} />
}
