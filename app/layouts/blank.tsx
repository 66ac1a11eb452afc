import { createLayout } from './create-layout.tsx'

// Only the brand and the language switcher around centred content (e.g. the social sign-in landing).
const { Layout, ErrorBoundary } = createLayout({ header: 'minimal', body: 'centered', compactFooter: true })

export default Layout
export { ErrorBoundary }
