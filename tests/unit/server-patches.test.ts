// What the server-side patches (patches/, docs/decisions/0018-route-matching-cache.md and
// 0034-the-cost-of-a-page.md) must keep: the same routes matched, and the same page bytes.
import { createRequire } from 'node:module'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { renderToReadableStream } from 'react-dom/server.browser'
import { describe, expect, test } from 'vitest'

// The CommonJS build, which the server loads and the patch changes (the ES module one is the browser's).
const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router')

describe('route matching by first segment', () => {
	const routes = [
		{
			id: 'root',
			path: '/',
			children: [
				{ id: 'home', index: true },
				{ id: 'about', path: 'about-robtua', children: [{ id: 'about-index', index: true }, { id: 'about-page', path: ':slug' }] },
				{ id: 'account', path: 'Account/*' },
				{ id: 'language', path: ':lang/x' },
				{ id: 'optional', path: 'maybe?/y' },
				{ id: 'robots', path: 'robots.txt' },
				{ id: 'layout', children: [{ id: 'in-layout', path: 'in-layout' }] },
				{ id: 'anything', path: '*' },
			],
		},
	]
	const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id

	test('a path reaches the branches of its first segment, of a parameter, a splat or an optional one, as without the index', () => {
		expect(leaf('/')).toBe('home')
		expect(leaf('/about-robtua')).toBe('about-index')
		expect(leaf('/ABOUT-robtua/robtua-community')).toBe('about-page')
		expect(leaf('/account/anything/at/all')).toBe('account')
		expect(leaf('/th/x')).toBe('language')
		expect(leaf('/about-robtua/x')).toBe('about-page')
		expect(leaf('/maybe/y')).toBe('optional')
		expect(leaf('/y')).toBe('optional')
		expect(leaf('/robots.txt')).toBe('robots')
		expect(leaf('/in-layout')).toBe('in-layout')
		expect(leaf('/about%2Drobtua')).toBe('about-index')
		expect(leaf('/nothing/here')).toBe('anything')
		expect(leaf('//about-robtua')).toBe('anything')
		// Asked again of the same tree (from its cache): the same answers.
		expect(leaf('/ABOUT-robtua/robtua-community')).toBe('about-page')
		expect(matchRoutes(routes, '/about-robtua/robtua-community')?.at(-1)?.params).toEqual({ slug: 'robtua-community' })
	})

	test('a path asked again is answered from what was remembered: equal matches, new objects, one params object as the router makes them', () => {
		const first = matchRoutes(routes, '/about-robtua/robtua-news')!
		const again = matchRoutes(routes, '/about-robtua/robtua-news')!
		expect(again).toEqual(first)
		expect(again).not.toBe(first)
		expect(again.every((match, i) => match !== first[i] && match.params === again[0]!.params)).toBe(true)
		expect(first.every((match) => match.params === first[0]!.params)).toBe(true)
		// What a caller changes in its answer is not what the next caller gets.
		;(again[0]!.params as Record<string, string>).slug = 'changed'
		again.pop()
		const third = matchRoutes(routes, '/about-robtua/robtua-news')!
		expect(third.map((match) => match.route.id)).toEqual(['root', 'about', 'about-page'])
		expect(third.at(-1)?.params).toEqual({ slug: 'robtua-news' })
		// A path outside the basename matches nothing; no match is remembered too, asked again of the same tree.
		expect(matchRoutes(routes, '/nothing', '/base')).toBeNull()
		const only = [{ id: 'only', path: 'only' }]
		expect(matchRoutes(only, '/elsewhere')).toBeNull()
		expect(matchRoutes(only, '/elsewhere')).toBeNull()
		expect(matchRoutes(only, '/only')?.map((match) => match.route.id)).toEqual(['only'])
	})
})

describe('the page encoded once', () => {
	test('Thai, emoji and quotes across every chunk edge come out as React renders them, with no NUL byte', async () => {
		const tree = createElement(
			'main',
			null,
			Array.from({ length: 600 }, (_, i) => createElement('p', { key: i, title: `“${i}”` }, 'สวัสดี ', 'x'.repeat(i % 7), ' 😀 ', 'ไทย'.repeat(i % 5))),
		)
		const stream = await renderToReadableStream(tree)
		await stream.allReady
		const bytes = new Uint8Array(await new Response(stream).arrayBuffer())
		expect(bytes.includes(0)).toBe(false)
		expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(renderToString(tree))
	})
})
