import { EMPTY_ATTRIBUTE_CODE, EMPTY_PHONE_NUMBER, INVALID_PHONE_NUMBER } from './account-security.server.ts'
import { IdentityError, NETWORK_ERROR } from './client.server.ts'

/**
 * Every identity error name of docs/product.md#errors, as the key of a message in both languages (locales/{en,th}/
 * auth.json, `errors.*`). No raw exception text ever reaches a person.
 */
const keyOfErrorName: Record<string, string> = {
	CodeDeliveryFailureException: 'codeDelivery',
	InternalErrorException: 'identityUnavailable',
	InvalidParameterException: 'invalidParameter',
	InvalidPasswordException: 'invalidPassword',
	NotAuthorizedException: 'incorrectCredentials',
	ResourceNotFoundException: 'notConfigured',
	TooManyRequestsException: 'tooManyRequests',
	UsernameExistsException: 'usernameExists',
	CodeMismatchException: 'codeMismatch',
	ExpiredCodeException: 'codeExpired',
	AliasExistsException: 'aliasExists',
	LimitExceededException: 'limitExceeded',
	PasswordResetRequiredException: 'passwordResetRequired',
	UserNotConfirmedException: 'userNotConfirmed',
	// Said like a wrong password, so the form does not tell who has an account.
	UserNotFoundException: 'incorrectCredentials',
	ForbiddenException: 'forbidden',
	SoftwareTokenMFANotFoundException: 'totpNotFound',
	EnableSoftwareTokenMFAException: 'totpNotFound',
	UserLambdaValidationException: 'accountRules',
	UnexpectedLambdaException: 'accountRules',
	InvalidLambdaResponseException: 'accountRules',
	InvalidSmsRoleAccessPolicyException: 'smsUnavailable',
	InvalidSmsRoleTrustRelationshipException: 'smsUnavailable',
	InvalidEmailRoleAccessPolicyException: 'codeDelivery',
	InvalidUserPoolConfigurationException: 'notConfigured',
	MFAMethodNotFoundException: 'noValidMfa',
	UserNotConfirmed: 'userNotConfirmed',
	[NETWORK_ERROR]: 'network',
	// Refused before any call (docs/product.md#identity-input): the phone number and its confirmation code must be given.
	[EMPTY_PHONE_NUMBER]: 'phoneEmpty',
	[INVALID_PHONE_NUMBER]: 'phoneInvalid',
	[EMPTY_ATTRIBUTE_CODE]: 'codeEmpty',
}

export const identityErrorNames = Object.keys(keyOfErrorName)

/** The message key for an identity error; anything unknown is an "Authentication Error". */
export function identityErrorKey(error: unknown): string {
	if (error instanceof IdentityError) {
		if (error.name === 'ResourceNotFoundException' && /device/i.test(error.message)) return 'deviceNotFound'
		if (error.name === 'NotAuthorizedException' && /attempts exceeded/i.test(error.message)) return 'limitExceeded'
		return keyOfErrorName[error.name] ?? 'authentication'
	}
	return 'authentication'
}
