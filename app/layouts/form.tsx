import { createLayout } from './create-layout.tsx'

// One narrow column for a form (account update, create pages).
const { Layout, ErrorBoundary } = createLayout({ header: 'full', body: 'narrow' })

export default Layout
export { ErrorBoundary }
