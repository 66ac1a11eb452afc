// Container entry for the web, the API and the seed: waits for the identity stand-in's app.json (on a
// shared volume), takes the pool and client ids from it unless already configured, then runs the bundle.
// Against real Cognito the IDENTITY_* variables are set and no file is needed.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const bundle = process.argv[2]
if (!bundle) {
	console.error('usage: node scripts/with-identity.mjs server-build/<bundle>.js')
	process.exit(2)
}

const file = process.env.IDENTITY_APP_FILE ?? '/data/identity/app.json'
if (!process.env.IDENTITY_CLIENT_ID) {
	const deadline = Date.now() + 120_000
	while (!existsSync(file)) {
		if (Date.now() > deadline) {
			console.error(`no ${file} after 120 s: is the identity stand-in running?`)
			process.exit(1)
		}
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	const identity = JSON.parse(readFileSync(file, 'utf8'))
	process.env.IDENTITY_ENDPOINT ??= identity.endpoint
	process.env.IDENTITY_ISSUER ??= identity.issuer
	process.env.IDENTITY_USER_POOL_ID ??= identity.userPoolId
	process.env.IDENTITY_CLIENT_ID ??= identity.clientId
	process.env.IDENTITY_HOSTED_UI_URL ??= identity.hostedUiUrl
	process.env.IDENTITY_AUTH_FLOW ??= identity.authFlow
}

const child = spawn(process.execPath, [bundle, ...process.argv.slice(3)], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
