import type { z } from 'zod'

// Configuration is read once at start and validated; a bad value stops start-up with a message naming it.
export class ConfigError extends Error {
	constructor(
		readonly problems: string[],
		label = 'configuration',
	) {
		super(`Invalid ${label}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
		this.name = 'ConfigError'
	}
}

export function parseEnv<Schema extends z.ZodType>(schema: Schema, source: Record<string, string | undefined>, label?: string): z.output<Schema> {
	// Empty strings mean "not set", as with most process managers' env files.
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
	const result = schema.safeParse(cleaned)
	if (!result.success) throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), label)
	return result.data
}

/** For a process entry: the configuration, or the problems printed and exit code 1. */
export function configOrExit<T>(read: () => T): T {
	try {
		return read()
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
}
