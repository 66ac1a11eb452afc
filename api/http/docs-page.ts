import { escapeHtml } from '#contracts/html.ts'

type OpenApiDocument = {
	info: { title: string; version: string; description?: string }
	paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, { description?: string }> }>>
}

/** A readable page of the same OpenAPI document, with no script and nothing fetched from elsewhere. */
export function renderDocsPage(document: OpenApiDocument) {
	const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
		Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
	)
	const tags = [...new Set(operations.map((operation) => operation.tags?.[0] ?? 'Other'))]
	const sections = tags
		.map((tag) => {
			const rows = operations
				.filter((operation) => (operation.tags?.[0] ?? 'Other') === tag)
				.map(
					(operation) => `<tr><td><code>${operation.method.toUpperCase()}</code></td><td><code>${escapeHtml(operation.path)}</code></td>
<td>${escapeHtml(operation.summary ?? '')}${operation.description ? `<br><small>${escapeHtml(operation.description)}</small>` : ''}</td>
<td>${operation.security?.length ? 'Bearer' : '—'}</td>
<td>${Object.entries(operation.responses ?? {})
						.map(([status, response]) => `<code>${status}</code> ${escapeHtml(response.description ?? '')}`)
						.join('<br>')}</td></tr>`,
				)
				.join('\n')
			return `<h2>${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Auth</th><th>Responses</th></tr></thead><tbody>${rows}</tbody></table>`
		})
		.join('\n')
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}code{font-size:.9em}</style></head>
<body><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Errors are <code>application/problem+json</code> with a stable <code>code</code>.</p>
${sections}</body></html>`
}
