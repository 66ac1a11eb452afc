/**
 * A short name for a browser from its User-Agent ("Chrome on Android"), for the remembered-devices
 * list. Order matters: Edge, Opera and Samsung Internet also say Chrome, and Chrome says Safari; an
 * iPhone says "like Mac OS X" and Android says Linux. Undefined when nothing is recognised: the list
 * then says "A device" in the person's language.
 */

const browsers: [RegExp, string][] = [
	[/\bLine\//, 'LINE'],
	[/\b(FBAN|FBAV)\b/, 'Facebook'],
	[/\bEdg(e|A|iOS)?\//, 'Edge'],
	[/\bSamsungBrowser\//, 'Samsung Internet'],
	[/\b(OPR|Opera)\b/, 'Opera'],
	[/\b(Firefox|FxiOS)\//, 'Firefox'],
	[/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
	[/\bSafari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
	[/\bAndroid\b/, 'Android'],
	[/\b(iPhone|iPad|iPod)\b/, 'iOS'],
	[/\bWindows\b/, 'Windows'],
	[/\bCrOS\b/, 'ChromeOS'],
	[/\b(Macintosh|Mac OS X)\b/, 'macOS'],
	[/\bLinux\b/, 'Linux'],
]

const firstOf = (patterns: [RegExp, string][], userAgent: string) => patterns.find(([pattern]) => pattern.test(userAgent))?.[1]

export function deviceName(userAgent: string | null | undefined): string | undefined {
	if (!userAgent) return undefined
	const browser = firstOf(browsers, userAgent)
	const system = firstOf(systems, userAgent)
	if (browser && system) return `${browser} on ${system}`
	return browser ?? system
}
