import { createLayout } from './create-layout.tsx'

// Creating a business account: business header, one narrow column.
const { Layout, ErrorBoundary } = createLayout({ header: 'business', body: 'narrow' })

export default Layout
export { ErrorBoundary }
