import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { PrintButton } from './print-button.tsx'

export type BioPageProps = {
	name: string
	imageUrl: string | null
	headline: string | null
	/** Their links as big buttons; left out for a page without (an open-tab connect's). */
	links?: { id: string; label: string; url: string }[]
	/** Where the QR code leads when tapped (an open-tab connect's page); not a link when left out. */
	qrTo?: string
	/** This page's QR code, as SVG markup made on the server from our own data. */
	qrCodeSvg: string
	/** This page's path (the QR code's target, and the file to download). */
	path: string
	/** The full profile this bio page belongs to, and its link's words ("Full profile" unless told). */
	profileTo: string
	profileLabel?: string
}

/**
 * A link-in-bio page (the QR-code bio profile): the picture, name, a line about them, their links as
 * big buttons, and the page's QR code to print or download. Laid out for a phone and for paper.
 */
export function BioPage({ name, imageUrl, headline, links, qrTo, qrCodeSvg, path, profileTo, profileLabel }: BioPageProps) {
	const { t } = useTranslation('profile')
	const download = `/resources/qr-code?for=${encodeURIComponent(path)}&download`
	return (
		<article className="bio-page">
			<Avatar name={name} imageUrl={imageUrl} size="large" />
			<h1>{name}</h1>
			{headline ? <p className="bio-page__headline">{headline}</p> : null}
			{links === undefined ? null : links.length ? (
				<ul className="bio-page__links">
					{links.map((link) => (
						<li key={link.id}>
							<a className="button button--secondary button--block" href={link.url} rel="noopener noreferrer nofollow" target="_blank">
								{link.label}
							</a>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{t('bio.noLinks')}</p>
			)}
			<figure className="bio-page__qr">
				{/* Our own markup (qrcode's SVG with an escaped label), never user HTML. */}
				{qrTo ? (
					<Link to={qrTo} className="qr-code" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
				) : (
					<div className="qr-code" dangerouslySetInnerHTML={{ __html: qrCodeSvg }} />
				)}
				<figcaption>{t('bio.scan')}</figcaption>
			</figure>
			<div className="button-row bio-page__actions">
				<a className="button button--small" href={download} download>
					{t('bio.download')}
				</a>
				<PrintButton label={t('bio.print')} />
				<Link className="button button--ghost button--small" to={profileTo}>
					{profileLabel ?? t('bio.fullProfile')}
				</Link>
			</div>
		</article>
	)
}
