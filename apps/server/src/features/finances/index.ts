/** The finances feature's public entry: what other features may use. */
export { SIS_BALANCES_SOURCE, SIS_HOLDS_SOURCE } from './names.ts'
export { loadFinanceSettings } from './finance-settings.service.ts'
