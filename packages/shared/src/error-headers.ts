// Plain values apart from errors.ts's schemas, so the web shell reads them without zod (decision 066).

/** Spec 7: a response carrying this header is an error, whatever its status line says. */
export const ERROR_STATUS_HEADER = 'X-Error-Status'
export const ERROR_MESSAGE_HEADER = 'X-Error-Message'
/** Spec 8: defaults when the headers are present but unusable. */
export const DEFAULT_ERROR_STATUS = 500
export const DEFAULT_ERROR_MESSAGE = 'Unknown error'
