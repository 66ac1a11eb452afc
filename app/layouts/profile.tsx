import { useParams } from '@remix-run/react'
import { isQrCodeBioParam } from '#app/profile/qr-code-bio-param.ts'
import { blankShell } from './blank.tsx'
import { createLayout } from './create-layout.tsx'
import { defaultShell } from './default.tsx'

// /profiles/{uuid} and /profiles/{uuid}-qr-code-bio share one URL segment (docs/product.md#personal-profile), so one route
// serves both; this layout gives each its own shell: the default one, or blank for the bio page.
const page = createLayout(defaultShell)
const bio = createLayout(blankShell)

export default function ProfileLayout() {
	return isQrCodeBioParam(useParams().uuid) ? <bio.Layout /> : <page.Layout />
}

export function ErrorBoundary() {
	return isQrCodeBioParam(useParams().uuid) ? <bio.ErrorBoundary /> : <page.ErrorBoundary />
}
