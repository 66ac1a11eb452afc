import { useParams } from '@remix-run/react'
import { createTypeOf } from '#app/open-tab/paths.ts'
import { createLayout } from './create-layout.tsx'
import { defaultShell } from './default.tsx'
import { formShell } from './form.tsx'

// /account/open-tab/connects/{id} and /account/open-tab/connects/{type}-create share one URL segment
// (docs/product.md#open-tab), so one route serves both; this layout gives each its own shell: the form
// layout's narrow column for the create form, the default one for a connect.
const page = createLayout(defaultShell)
const form = createLayout(formShell)

export default function OpenTabConnectLayout() {
	return createTypeOf(useParams().id) ? <form.Layout /> : <page.Layout />
}

export function ErrorBoundary() {
	return createTypeOf(useParams().id) ? <form.ErrorBoundary /> : <page.ErrorBoundary />
}
