/**
 * How a request body is checked and refused (issue 28), by the server and by the remotes' mocks alike: the one Ajv
 * set-up (validator.ts, over guard.ts's rewrite of each schema) and the one mapping of its errors to messages
 * (messages.ts). A subpath of its own, so Ajv reaches only the server and the mock builds, never a page.
 */
export { guardSchema, INT4_MAX, INT4_MIN, type JsonSchema } from './guard';
export { isCalendarDate, isStorableText, requestCompiler, type RequestValidator } from './validator';
export { fieldErrors, invalidMessage, validationErrors, type FieldMessages, type MessageVars, type SchemaError, type Words } from './messages';
