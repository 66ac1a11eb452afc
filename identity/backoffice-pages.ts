import { createHash } from 'node:crypto'
import { copy, type Copy, type SignupField, type SiteLanguage } from './backoffice-copy.ts'
import { signupFields, signupLimits, type SignupErrors, type SignupInput } from './business-signup.ts'
import { html, SafeHtml } from './html.ts'

// One small stylesheet, inline (the page loads nothing else) and allowed by its hash in the CSP.
// System fonts, with the Thai faces phones and desktops ship; Thai is written without spaces, so lines
// break where the browser finds word boundaries (no break-all, no keep-all, which would cut words or
// never wrap), and only a word longer than the line (an email address) is broken anywhere.
const css = `
:root{color-scheme:light dark;--text:#1b1f24;--muted:#49525e;--bg:#fff;--panel:#f3f5f8;--accent:#0a58a8;--on-accent:#fff;--error:#b3261e;--border:#8a939f;--focus:#0a58a8}
@media (prefers-color-scheme:dark){:root{--text:#e8eaed;--muted:#bac1cb;--bg:#14171b;--panel:#1f242a;--accent:#9cc3ff;--on-accent:#0b1a2e;--error:#ffb4ab;--border:#8a939f;--focus:#9cc3ff}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.7 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Noto Sans Thai UI","Leelawadee UI",Leelawadee,Thonburi,Tahoma,sans-serif;word-break:normal;line-break:auto;overflow-wrap:break-word}
html:lang(th) body{line-height:1.8}
.wrap{max-width:42rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid var(--border)}
header .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding-block:.75rem}
.brand{font-weight:700;color:var(--text);text-decoration:none}
main{display:block;padding-block:1.5rem 3rem}
main:focus{outline:none}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}
h2{font-size:1.3rem;line-height:1.35;margin:2rem 0 .75rem}
p,ul,ol,dl{margin:0 0 1rem}
li{margin-bottom:.4rem}
a{color:var(--accent);text-underline-offset:.15em}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,[tabindex="-1"]:focus-visible{outline:3px solid var(--focus);outline-offset:3px}
.muted{color:var(--muted)}
.cards{list-style:none;padding:0;display:grid;gap:1rem}
.cards li{background:var(--panel);border-radius:.5rem;padding:1rem;margin:0}
.cards a{font-weight:700;font-size:1.1rem}
.skip{position:absolute;left:-10000px;top:.5rem}
.skip:focus{left:.5rem;z-index:1;background:var(--bg);padding:.5rem 1rem}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600}
.hint{display:block;color:var(--muted);font-size:.95rem}
input,textarea{display:block;width:100%;margin-top:.35rem;font:inherit;color:inherit;background:var(--bg);border:2px solid var(--border);border-radius:.4rem;padding:.55rem .7rem;min-height:2.9rem}
textarea{min-height:8rem;resize:vertical}
[aria-invalid="true"]{border-color:var(--error)}
.error{color:var(--error);font-weight:600;margin:.25rem 0 0}
.summary{border:3px solid var(--error);border-radius:.5rem;padding:1rem;margin:0 0 1.5rem}
.summary h2{margin-top:0;font-size:1.15rem}
.summary ul{margin:0}
.summary a{color:var(--error);font-weight:600}
button{font:inherit;font-weight:700;color:var(--on-accent);background:var(--accent);border:0;border-radius:.4rem;padding:.7rem 1.4rem;min-height:2.9rem;cursor:pointer}
.visually-hidden,.trap{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.reference{font-size:1.2rem;font-weight:700;letter-spacing:.05em}
footer{border-top:1px solid var(--border);padding-block:1rem;color:var(--muted);font-size:.9rem}
`

/** The CSP source that allows the stylesheet above, and nothing else. */
export const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`

export type PageContext = { language: SiteLanguage; words: Copy; base: string }

const other = (language: SiteLanguage): SiteLanguage => (language === 'en' ? 'th' : 'en')

/** A page of the site in the reader's language; `path` and `query` make the link to the same page in the other one. */
export function layout(context: PageContext, page: { title: string; path: string; query?: Record<string, string>; body: SafeHtml }): SafeHtml {
	const { language, words, base } = context
	const otherLanguage = other(language)
	const switchTo = `${base}${page.path}?${new URLSearchParams({ ...page.query, lang: otherLanguage })}`
	return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · ${words.siteName}</title>
<style>${new SafeHtml(css)}</style>
</head>
<body>
<a class="skip" href="#main">${words.skipLink}</a>
<header><div class="wrap">
<a class="brand" href="${base}/?lang=${language}">${words.siteName}</a>
<nav aria-label="${words.languageNav}"><a href="${switchTo}" hreflang="${otherLanguage}" lang="${otherLanguage}">${copy[otherLanguage].name}</a></nav>
</div></header>
<main id="main" tabindex="-1"><div class="wrap">
${page.body}
</div></main>
<footer><div class="wrap"><p>${words.footer}</p></div></footer>
</body>
</html>
`
}

export function indexPage(context: PageContext): SafeHtml {
	const { words, base, language } = context
	const { index } = words
	return layout(context, {
		title: index.title,
		path: '/',
		body: html`<h1>${index.title}</h1>
<p>${index.intro}</p>
<ul class="cards">
<li><a href="${base}/terms?lang=${language}">${index.terms.title}</a><p class="muted">${index.terms.text}</p></li>
<li><a href="${base}/business/signup?lang=${language}">${index.signup.title}</a><p class="muted">${index.signup.text}</p></li>
</ul>`,
	})
}

export function termsPage(context: PageContext): SafeHtml {
	const { terms } = context.words
	const paragraphs = (list: string[] = []) => list.map((text) => html`<p>${text}</p>`)
	return layout(context, {
		title: terms.title,
		path: '/terms',
		body: html`<h1>${terms.title}</h1>
<p class="muted">${terms.version}</p>
<p>${terms.intro}</p>
<nav aria-labelledby="contents"><h2 id="contents">${terms.contents}</h2>
<ol>${terms.sections.map((section) => html`<li><a href="#${section.id}">${section.heading}</a></li>`)}</ol></nav>
${terms.sections.map(
	(section) => html`<section aria-labelledby="${section.id}"><h2 id="${section.id}">${section.heading}</h2>
${paragraphs(section.before)}${section.items ? html`<ul>${section.items.map((item) => html`<li>${item}</li>`)}</ul>` : ''}${paragraphs(section.after)}${
		section.contacts ? html`<dl>${section.contacts.map((contact) => html`<dt>${contact.label}</dt><dd><a href="mailto:${contact.email}">${contact.email}</a></dd>`)}</dl>` : ''
	}</section>`,
)}`,
	})
}

const autocomplete: Record<SignupField, string> = { businessName: 'organization', contactName: 'name', email: 'email', phone: 'tel', message: 'off' }
const inputType: Partial<Record<SignupField, string>> = { email: 'email', phone: 'tel' }

function signupField(context: PageContext, name: SignupField, value: string, error: string | undefined): SafeHtml {
	const { signup } = context.words
	const hint = signup.hints[name]
	const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ')
	const common = html`id="${name}" name="${name}" maxlength="${signupLimits[name]}" autocomplete="${autocomplete[name]}"${
		name === 'message' ? '' : html` required`
	}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}`
	return html`<div class="field">
<label for="${name}">${signup.labels[name]}</label>${hint ? html`<span class="hint" id="${name}-hint">${hint}</span>` : ''}${
		error ? html`<p class="error" id="${name}-error"><span class="visually-hidden">${signup.errorPrefix} </span>${error}</p>` : ''
	}
${name === 'message' ? html`<textarea ${common} rows="6">${value}</textarea>` : html`<input type="${inputType[name] ?? 'text'}" ${common} value="${value}">`}
</div>`
}

export function signupPage(context: PageContext, form: { input?: SignupInput; errors?: SignupErrors } = {}): SafeHtml {
	const { words, base, language } = context
	const { signup } = words
	const input = form.input ?? { businessName: '', contactName: '', email: '', phone: '', message: '' }
	const errors = form.errors ?? {}
	const failed = signupFields.filter((name) => errors[name])
	return layout(context, {
		title: signup.title,
		path: '/business/signup',
		body: html`<h1>${signup.title}</h1>
<p>${signup.intro}</p>
<h2>${signup.prepareHeading}</h2>
<ul>${signup.prepare.map((item) => html`<li>${item}</li>`)}</ul>
<h2>${signup.stepsHeading}</h2>
<ol>${signup.steps.map((step) => html`<li>${step}</li>`)}</ol>
<h2 id="request">${signup.formHeading}</h2>
${
	failed.length > 0
		? html`<div class="summary" role="alert" aria-labelledby="problem" tabindex="-1" autofocus><h2 id="problem">${signup.errorSummary}</h2>
<ul>${failed.map((name) => html`<li><a href="#${name}">${errors[name]}</a></li>`)}</ul></div>`
		: ''
}<p>${signup.formIntro}</p>
<form method="post" action="${base}/business/signup?lang=${language}" novalidate aria-labelledby="request">
${signupFields.map((name) => signupField(context, name, input[name], errors[name]))}
<div class="trap" aria-hidden="true"><label for="website">${signup.honeypot}</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>
<p class="muted">${signup.privacy} (<a href="${base}/terms?lang=${language}#privacy">${signup.privacyLink}</a>)</p>
<button type="submit">${signup.submit}</button>
</form>`,
	})
}

export function sentPage(context: PageContext, reference: string | undefined): SafeHtml {
	const { words, base, language } = context
	return layout(context, {
		title: words.sent.title,
		path: '/business/signup/sent',
		query: reference ? { ref: reference } : {},
		body: html`<h1>${words.sent.title}</h1>
<p>${words.sent.text}</p>
${reference ? html`<p>${words.sent.reference} <span class="reference">${reference}</span></p>` : ''}
<p><a href="${base}/terms?lang=${language}">${words.sent.next}</a></p>
<p><a href="${base}/?lang=${language}">${words.home}</a></p>`,
	})
}

export function notFoundPage(context: PageContext): SafeHtml {
	const { words, base, language } = context
	return layout(context, {
		title: words.notFound.title,
		path: '/',
		body: html`<h1>${words.notFound.title}</h1>
<p>${words.notFound.text}</p>
<p><a href="${base}/?lang=${language}">${words.home}</a></p>`,
	})
}
