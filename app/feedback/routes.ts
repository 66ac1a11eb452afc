import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** Feedback (docs/product.md#feedback): the area `feedback` of docs/routes.tsv — sending it and my feedback, and one with its conversation. */
export const feedbackRoutes = {
	default: [route('feedback', 'routes/feedback/index.tsx'), route('feedback/:id', 'routes/feedback/feedback.tsx')],
} satisfies AreaRoutes
