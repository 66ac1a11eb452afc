import { describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { apiPath, apiPathTemplates } from '#contracts/api-paths.ts'
import { contentKindNames } from '#contracts/content/registry.ts'

// The web's typed paths (contracts/api-paths.ts) are the API's own: every template is documented.

const api = useHarness()

describe('the paths the web calls', () => {
	test('every template is a path of the OpenAPI document', async () => {
		const { paths } = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown> }
		for (const template of apiPathTemplates) {
			const expanded = template.includes('{kind}') ? contentKindNames.map((kind) => template.replace('{kind}', kind)) : [template]
			expect(expanded.some((path) => path in paths), template).toBe(true)
		}
	})

	test('parameters are filled in and encoded', () => {
		expect(apiPath('/v1/me')).toBe('/v1/me')
		expect(apiPath('/v1/business-users/{id}/about/{part}', { id: 'a b', part: 'our-story' })).toBe('/v1/business-users/a%20b/about/our-story')
		expect(apiPath('/v1/invites/{token}', { token: 'x/../y' })).toBe('/v1/invites/x%2F..%2Fy')
	})
})
