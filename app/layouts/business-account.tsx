import { createLayout } from './create-layout.tsx'

// A business account's pages: business header, a wide page column.
const { Layout, ErrorBoundary } = createLayout({ header: 'business', body: 'page' })

export default Layout
export { ErrorBoundary }
