import { test as setup } from '@playwright/test'
import { demoAccounts } from './identity-forms.ts'
import { postSignIn, sessionFile, type DemoPerson } from './sessions.ts'

// Each demo person signs in once per run; the tests start from these sessions (sessions.ts).
for (const who of Object.keys(demoAccounts) as DemoPerson[]) {
	setup(`${who} signs in`, async ({ request }) => {
		await postSignIn(request, demoAccounts[who].username)
		await request.storageState({ path: sessionFile(who) })
	})
}
