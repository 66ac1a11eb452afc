// The lengths the chat forms' fields take (contracts/chat.ts chatLimits), as plain numbers: the pages
// show them in the browser, and importing the contract there would bring the validation library into
// every chat page's first load. limits.test.ts keeps the two the same.

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000
/** The longest reason of a report. */
export const REASON_MAX_LENGTH = 500
