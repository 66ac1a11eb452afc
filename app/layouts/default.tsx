import { createLayout } from './create-layout.tsx'

// The fallback: full header and navigation, a page column, the full footer.
const { Layout, ErrorBoundary } = createLayout({ header: 'full', body: 'page' })

export default Layout
export { ErrorBoundary }
