import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { followSchema } from '#app/social/forms.ts'
import { smallAction } from '#app/social/small-action.server.ts'
import { socialApi } from '#app/social/api.server.ts'

// "Follow" and "Following" post here (app/social/follow-button.tsx): with JavaScript the answer is where
// they stand now, without it the page it came from again.
export const action = (args: ActionFunctionArgs) =>
	smallAction(args, {
		schema: followSchema,
		run: async ({ type, id, following }, session) => ({ state: await socialApi(args.request, args.context, session).setFollowing({ type, id }, following) }),
		failures: { failed: 'follow.failed', 'not-found': 'follow.gone', conflict: 'follow.yourself' },
	})

export function loader() {
	return redirect('/feed')
}
