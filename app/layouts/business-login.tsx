import { createLayout } from './create-layout.tsx'

// Signing in as a business user: the business panel beside the form.
const { Layout, ErrorBoundary } = createLayout({ header: 'minimal', body: 'split', panel: 'businessLogin', compactFooter: true })

export default Layout
export { ErrorBoundary }
