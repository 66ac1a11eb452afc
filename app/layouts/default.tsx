import type { ShellOptions } from '#app/components/site-shell.tsx'
import { createLayout } from './create-layout.tsx'

// The fallback: full header and navigation, a page column, the full footer.
export const defaultShell: ShellOptions = { header: 'full', body: 'page' }
const { Layout, ErrorBoundary } = createLayout(defaultShell)

export default Layout
export { ErrorBoundary }
