import { createHash } from 'node:crypto'
import { html, SafeHtml } from '#identity/html.ts'
import type { Charge } from './charges.ts'
import { copy, type Copy, type PageLanguage } from './copy.ts'
import type { Customer } from './customers.ts'

// The gateway's hosted pages: where a card charge's authorize_uri sends the buyer, and where a person adds
// a card to keep. Plain HTML forms that work without JavaScript, in English or Thai, with the stand-in's
// three outcomes as buttons.

const css = `
:root{color-scheme:light dark;--text:#1b1f24;--muted:#49525e;--bg:#fff;--panel:#f3f5f8;--accent:#0a58a8;--on-accent:#fff;--border:#8a939f;--focus:#0a58a8}
@media (prefers-color-scheme:dark){:root{--text:#e8eaed;--muted:#bac1cb;--bg:#14171b;--panel:#1f242a;--accent:#9cc3ff;--on-accent:#0b1a2e;--border:#8a939f;--focus:#9cc3ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.7 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Leelawadee UI",Tahoma,sans-serif;overflow-wrap:break-word}
html:lang(th) body{line-height:1.8}
.wrap{max-width:36rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid var(--border)}
header .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding-block:.75rem}
.brand{font-weight:700}
main.wrap{display:block;padding-block:1.5rem 3rem}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}
p,ul,dl{margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:var(--panel);border-radius:.5rem;padding:1rem}
dt{font-weight:600}
dd{margin:0}
.amount{font-size:1.5rem;font-weight:700}
.notice{color:var(--muted)}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:700;font-size:1.15rem;margin-bottom:.5rem}
.buttons{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:700;color:var(--on-accent);background:var(--accent);border:2px solid var(--accent);border-radius:.4rem;padding:.7rem 1.4rem;min-height:2.9rem;cursor:pointer}
button.secondary{color:var(--accent);background:var(--bg)}
a{color:var(--accent);text-underline-offset:.15em}
a:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:3px}
`

/** The CSP source that allows the stylesheet above, and nothing else. */
export const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const times: Record<PageLanguage, Intl.DateTimeFormat> = {
	en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
	th: new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }),
}

/** Satang as baht, like "฿1,250.00". */
export function baht(satang: number) {
	return `฿${money.format(satang / 100)}`
}

/** Where the buyer goes after settling: the charge's return URI with `charge={id}` added. */
export function returnAddress(charge: Charge): string | null {
	if (!charge.return_uri) return null
	const url = new URL(charge.return_uri)
	url.searchParams.set('charge', charge.id)
	return url.toString()
}

export type PageContext = { language: PageLanguage; words: Copy; /** Keeps ?lang= on links and forms when it chose the language. */ langQuery: string }

/** The shop's return URI with what the card page says added (`customer`, and `card` or `cancelled`). */
export function cardReturnAddress(returnUri: string, added: Record<string, string>): string {
	const url = new URL(returnUri)
	for (const [name, value] of Object.entries(added)) url.searchParams.set(name, value)
	return url.toString()
}

/** Only an http(s) address is a way back (never `javascript:` or another scheme); null for anything else. */
export function returnUriOf(text: string | undefined): string | null {
	if (!text || !URL.canParse(text)) return null
	const url = new URL(text)
	return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null
}

/** `query` is kept on the language link (the card page's return_uri). */
function layout(context: PageContext, title: string, body: SafeHtml, path: string, query: Record<string, string> = {}): SafeHtml {
	const other: PageLanguage = context.language === 'en' ? 'th' : 'en'
	return html`<!doctype html>
<html lang="${context.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — ${context.words.gateway}</title>
<style>${new SafeHtml(css)}</style>
</head>
<body>
<header><div class="wrap"><span class="brand">${context.words.gateway}</span>
<nav aria-label="${context.words.languageNav}"><a href="${path}?${new URLSearchParams({ ...query, lang: other }).toString()}" lang="${other}" hreflang="${other}">${copy[other].name}</a></nav></div></header>
<main class="wrap">
${body}
</main>
</body>
</html>`
}

function details(context: PageContext, charge: Charge): SafeHtml {
	const { words } = context
	const reference = typeof charge.metadata.reference === 'string' ? charge.metadata.reference : null
	const method = charge.source?.type === 'promptpay' ? words.methods.promptpay : words.methods.card
	return html`<dl>
<dt>${words.amount}</dt><dd class="amount">${baht(charge.amount)}</dd>
<dt>${words.method}</dt><dd>${method}</dd>
${charge.description ? html`<dt>${words.description}</dt><dd>${charge.description}</dd>` : ''}
${reference ? html`<dt>${words.reference}</dt><dd>${reference}</dd>` : ''}
${charge.status === 'pending' ? html`<dt>${words.payBy}</dt><dd><time datetime="${charge.expires_at}">${times[context.language].format(new Date(charge.expires_at))}</time></dd>` : ''}
</dl>`
}

export function pendingPage(context: PageContext, charge: Charge): SafeHtml {
	const { words } = context
	const path = `/pay/${encodeURIComponent(charge.id)}`
	return layout(
		context,
		words.title,
		html`<h1>${words.title}</h1>
<p class="notice">${words.notice}</p>
${details(context, charge)}
<form method="post" action="${path}${context.langQuery}">
<fieldset>
<legend>${words.choices}</legend>
<ul>
<li>${words.explain.pay}</li>
<li>${words.explain.decline}</li>
<li>${words.explain.cancel}</li>
</ul>
<div class="buttons">
<button type="submit" name="outcome" value="pay">${words.pay}</button>
<button type="submit" name="outcome" value="decline" class="secondary">${words.decline}</button>
<button type="submit" name="outcome" value="cancel" class="secondary">${words.cancel}</button>
</div>
</fieldset>
</form>`,
		path,
	)
}

/** A charge already paid, failed or expired: what happened, and the way back. */
export function settledPage(context: PageContext, charge: Charge): SafeHtml {
	const { words } = context
	const back = returnAddress(charge)
	return layout(
		context,
		words.title,
		html`<h1>${words.title}</h1>
<p>${words.settled[charge.status === 'pending' ? 'expired' : charge.status]}</p>
${details(context, charge)}
<p>${back ? html`<a href="${back}">${words.back}</a>` : words.closeHint}</p>`,
		`/pay/${encodeURIComponent(charge.id)}`,
	)
}

export function notFoundPage(context: PageContext, id: string): SafeHtml {
	const { words } = context
	return layout(context, words.notFound.title, html`<h1>${words.notFound.title}</h1><p>${words.notFound.text}</p>`, `/pay/${encodeURIComponent(id)}`)
}

const cardPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/cards/new`

/** The page for adding a card: the cards saved now, and Save card, Save a card that declines, Cancel. */
export function cardPage(context: PageContext, customer: Customer, returnUri: string): SafeHtml {
	const { words } = context
	const card = words.card
	const path = cardPath(customer.id)
	const query = { return_uri: returnUri }
	const action = `${path}?${new URLSearchParams(context.langQuery ? { ...query, lang: context.language } : query).toString()}`
	const reference = typeof customer.metadata.reference === 'string' ? customer.metadata.reference : null
	const saved = customer.cards.data.map(
		(each) =>
			html`<li>${each.brand} •••• ${each.last_digits}, ${card.expires} ${String(each.expiration_month).padStart(2, '0')}/${each.expiration_year}${each.id === customer.default_card ? html` (${card.isDefault})` : ''}</li>`,
	)
	return layout(
		context,
		card.title,
		html`<h1>${card.title}</h1>
<p class="notice">${card.notice}</p>
<dl>
${customer.description ? html`<dt>${words.description}</dt><dd>${customer.description}</dd>` : ''}
${reference ? html`<dt>${words.reference}</dt><dd>${reference}</dd>` : ''}
<dt>${card.saved}</dt><dd>${saved.length > 0 ? html`<ul>${saved}</ul>` : card.none}</dd>
</dl>
<form method="post" action="${action}">
<fieldset>
<legend>${card.choices}</legend>
<ul>
<li>${card.explain.save}</li>
<li>${card.explain.saveDeclining}</li>
<li>${card.explain.cancel}</li>
</ul>
<div class="buttons">
<button type="submit" name="outcome" value="save">${card.save}</button>
<button type="submit" name="outcome" value="save-declining" class="secondary">${card.saveDeclining}</button>
<button type="submit" name="outcome" value="cancel" class="secondary">${card.cancel}</button>
</div>
</fieldset>
</form>`,
		path,
		query,
	)
}

export function customerNotFoundPage(context: PageContext, customerId: string): SafeHtml {
	const { notFound } = context.words.card
	return layout(context, notFound.title, html`<h1>${notFound.title}</h1><p>${notFound.text}</p>`, cardPath(customerId))
}

export function badReturnPage(context: PageContext, customerId: string): SafeHtml {
	const { badReturn } = context.words.card
	return layout(context, badReturn.title, html`<h1>${badReturn.title}</h1><p>${badReturn.text}</p>`, cardPath(customerId))
}
