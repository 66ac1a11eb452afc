import type { ShellOptions } from '#app/components/site-shell.tsx'
import { createLayout } from './create-layout.tsx'

// One narrow column for a form (account update, create pages).
export const formShell: ShellOptions = { header: 'full', body: 'narrow' }
const { Layout, ErrorBoundary } = createLayout(formShell)

export default Layout
export { ErrorBoundary }
