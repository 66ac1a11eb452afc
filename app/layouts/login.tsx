import { createLayout } from './create-layout.tsx'

// Sign-in: a welcome panel beside the form.
const { Layout, ErrorBoundary } = createLayout({ header: 'minimal', body: 'split', panel: 'login', compactFooter: true })

export default Layout
export { ErrorBoundary }
