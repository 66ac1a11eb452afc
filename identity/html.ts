// HTML for the stand-in's few pages, escaped unless marked safe: no template engine to bring in.

import { escapeHtml } from '#contracts/html.ts'

/** Markup already made safe (by `html` itself). */
export class SafeHtml {
	constructor(readonly value: string) {}
	toString() {
		return this.value
	}
}

function render(value: unknown): string {
	if (value instanceof SafeHtml) return value.value
	if (Array.isArray(value)) return value.map(render).join('')
	if (value === null || value === undefined || value === false) return ''
	return escapeHtml(String(value))
}

/** A template whose every interpolation is escaped, except fragments `html` made (and arrays of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
	return new SafeHtml(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''))
}
