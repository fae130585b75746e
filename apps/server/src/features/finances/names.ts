/*
 * What the finances feature and the student-records feed agree on (issue 17): the sync
 * records' source names (`integrations.sync`, scoped to the school) whose last success
 * is each page's "Last synced".
 */

/** The balances push (`PUT /api/v1/integrations/sis/balances`). */
export const SIS_BALANCES_SOURCE = 'sis:balances'
/** The holds push (`PUT /api/v1/integrations/sis/holds`). */
export const SIS_HOLDS_SOURCE = 'sis:holds'

/** A school's currency before its admin chooses one (the table's default). */
export const DEFAULT_CURRENCY = 'USD'
