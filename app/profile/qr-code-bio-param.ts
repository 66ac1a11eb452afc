// The QR-code bio page of a person is /profiles/{uuid}-qr-code-bio (docs/product.md#personal-profile): a suffix on the same
// segment as /profiles/{uuid}, which a route pattern cannot express, so the param is read here.
const QR_CODE_BIO_SUFFIX = '-qr-code-bio'

export function isQrCodeBioParam(param: string | undefined) {
	return param?.endsWith(QR_CODE_BIO_SUFFIX) ?? false
}

/** The profile's uuid and whether the bio page is wanted. */
export function parseProfileParam(param: string | undefined) {
	const bio = isQrCodeBioParam(param)
	return { uuid: bio ? param!.slice(0, -QR_CODE_BIO_SUFFIX.length) : (param ?? ''), bio }
}
