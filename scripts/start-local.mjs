// `npm start`: runs the production build on this machine with safe local defaults.
// Containers run `node server-build/index.js` with their own configuration instead.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const secretFile = '.data/session-secret'
if (!process.env.SESSION_SECRET) {
	if (!existsSync(secretFile)) {
		mkdirSync('.data', { recursive: true })
		writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 })
	}
	process.env.SESSION_SECRET = readFileSync(secretFile, 'utf8').trim()
}

const port = process.env.PORT ?? '3000'
const env = { ...process.env, NODE_ENV: 'production', PORT: port }
const web = spawn(process.execPath, ['server-build/index.js'], { env, stdio: 'inherit' })

console.log(`\n  Robtua is starting at http://localhost:${port}\n`)

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => web.kill('SIGTERM'))
web.on('exit', (code) => process.exit(code ?? 0))
