import { createLayout } from './create-layout.tsx'

// A business account's forms: business header, one narrow column.
const { Layout, ErrorBoundary } = createLayout({ header: 'business', body: 'narrow' })

export default Layout
export { ErrorBoundary }
