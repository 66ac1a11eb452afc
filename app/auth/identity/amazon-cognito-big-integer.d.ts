// The SRP helper's big-number class, which the package does not re-export from its index.
declare module 'amazon-cognito-identity-js/lib/BigInteger.js' {
	const BigInteger: { default?: unknown } | (new (value: string, radix: number) => unknown)
	export default BigInteger
}
