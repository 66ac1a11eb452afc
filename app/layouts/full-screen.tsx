import { createLayout } from './create-layout.tsx'

// Edge to edge under a full header, for maps and chat; a compact footer.
const { Layout, ErrorBoundary } = createLayout({ header: 'full', body: 'full', compactFooter: true })

export default Layout
export { ErrorBoundary }
