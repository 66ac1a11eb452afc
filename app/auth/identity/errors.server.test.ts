import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { IdentityError, NETWORK_ERROR } from './client.server.ts'
import { identityErrorKey, identityErrorNames } from './errors.server.ts'

// The identity error names (docs/product.md#errors), and the lambda and SMS role errors.
const specErrorNames = [
	'CodeDeliveryFailureException',
	'InternalErrorException',
	'InvalidParameterException',
	'InvalidPasswordException',
	'NotAuthorizedException',
	'ResourceNotFoundException',
	'TooManyRequestsException',
	'UsernameExistsException',
	'CodeMismatchException',
	'ExpiredCodeException',
	'AliasExistsException',
	'LimitExceededException',
	'PasswordResetRequiredException',
	'UserNotConfirmedException',
	'UserNotFoundException',
	'ForbiddenException',
	'SoftwareTokenMFANotFoundException',
	'UserLambdaValidationException',
	'UnexpectedLambdaException',
	'InvalidLambdaResponseException',
	'InvalidSmsRoleAccessPolicyException',
	'InvalidSmsRoleTrustRelationshipException',
]

function errorMessages(language: string): Record<string, string> {
	const file = new URL(`../../../locales/${language}/auth.json`, import.meta.url)
	return (JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, string> }).errors
}
const messages = { en: errorMessages('en'), th: errorMessages('th') }

const keyOf = (name: string, message = '', status = 400) => identityErrorKey(new IdentityError(name, message, status))

describe('identityErrorKey', () => {
	test.each(specErrorNames)('%s has a message of its own in English and Thai', (name) => {
		expect(identityErrorNames).toContain(name)
		const key = keyOf(name)
		expect(key).not.toBe('authentication')
		expect(messages.en[key], `en errors.${key}`).toBeTruthy()
		expect(messages.th[key], `th errors.${key}`).toBeTruthy()
	})

	test.each(identityErrorNames)('%s maps to a key that exists in both languages', (name) => {
		const key = keyOf(name)
		expect(messages.en).toHaveProperty(key)
		expect(messages.th).toHaveProperty(key)
	})

	test('a network failure is "Network Error"', () => {
		expect(keyOf(NETWORK_ERROR, 'fetch failed', 0)).toBe('network')
		expect(messages.en.network).toBe('Network Error')
	})

	test("a missing device is told apart from a missing pool or client", () => {
		expect(keyOf('ResourceNotFoundException', 'Device does not exist.')).toBe('deviceNotFound')
		expect(keyOf('ResourceNotFoundException', 'User pool client abc does not exist.')).toBe('notConfigured')
		expect(messages.th).toHaveProperty('deviceNotFound')
	})

	test('too many password attempts is a limit, not a wrong password', () => {
		expect(keyOf('NotAuthorizedException', 'Password attempts exceeded')).toBe('limitExceeded')
		expect(keyOf('NotAuthorizedException', 'Incorrect username or password.')).toBe('incorrectCredentials')
	})

	test('an unknown user reads like a wrong password, so the form does not tell who has an account', () => {
		expect(keyOf('UserNotFoundException', 'User does not exist.')).toBe(keyOf('NotAuthorizedException', 'Incorrect username or password.'))
	})

	test('anything else is "Authentication Error", never the raw text', () => {
		expect(keyOf('SomethingNewException', 'internal detail')).toBe('authentication')
		expect(identityErrorKey(new Error('boom'))).toBe('authentication')
		expect(identityErrorKey('boom')).toBe('authentication')
		expect(messages.en.authentication).toBe('Authentication Error')
		expect(messages.th).toHaveProperty('authentication')
	})
})
