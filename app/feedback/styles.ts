import type { LinksFunction } from '@remix-run/node'
import feedbackStyles from './feedback.css?url'

/** The feedback pages' stylesheet, linked by each of them. */
export const feedbackLinks: LinksFunction = () => [{ rel: 'stylesheet', href: feedbackStyles }]
