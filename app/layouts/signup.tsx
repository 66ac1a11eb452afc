import { createLayout } from './create-layout.tsx'

// Sign-up: a welcome panel about joining beside the form.
const { Layout, ErrorBoundary } = createLayout({ header: 'minimal', body: 'split', panel: 'signup', compactFooter: true })

export default Layout
export { ErrorBoundary }
