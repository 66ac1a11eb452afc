import type { ShellOptions } from '#app/components/site-shell.tsx'
import { createLayout } from './create-layout.tsx'

// Only the brand and the language switcher around centred content (e.g. the social sign-in landing).
export const blankShell: ShellOptions = { header: 'minimal', body: 'centered', compactFooter: true }
const { Layout, ErrorBoundary } = createLayout(blankShell)

export default Layout
export { ErrorBoundary }
