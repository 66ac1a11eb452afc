import { createLayout } from './create-layout.tsx'

// Payment landing: only the brand and a secure-payment badge, centred content.
const { Layout, ErrorBoundary } = createLayout({ header: 'payment', body: 'centered', compactFooter: true })

export default Layout
export { ErrorBoundary }
