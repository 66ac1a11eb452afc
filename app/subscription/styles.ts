import type { LinksFunction } from '@remix-run/node'
import subscriptionStyles from './subscription.css?url'

/** The subscription pages' stylesheet, linked by each of them. */
export const subscriptionLinks: LinksFunction = () => [{ rel: 'stylesheet', href: subscriptionStyles }]
