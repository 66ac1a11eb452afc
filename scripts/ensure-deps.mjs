// Installs the project's packages when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const installed = 'node_modules/.package-lock.json'
const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync('package-lock.json').mtimeMs

if (!upToDate) {
	console.log('Installing packages (npm ci)…')
	try {
		execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
	} catch {
		// Some npm versions refuse a lock file that lacks other platforms' optional packages.
		console.log('npm ci failed; trying npm install…')
		execSync('npm install --no-audit --no-fund', { stdio: 'inherit' })
	}
}
