import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { likeSchema } from '#app/social/forms.ts'
import { smallAction } from '#app/social/small-action.server.ts'
import { socialApi } from '#app/social/api.server.ts'

// "Like" on a card posts here (app/social/like-button.tsx): with JavaScript the answer is the likes, without
// it the page it came from again.
export const action = (args: ActionFunctionArgs) =>
	smallAction(args, {
		schema: likeSchema,
		run: async ({ kind, id, liked }, session) => ({ likes: await socialApi(args.request, args.context, session).setLiked(kind, id, liked) }),
		failures: { failed: 'like.failed', 'not-found': 'like.gone' },
	})

export function loader() {
	return redirect('/feed')
}
