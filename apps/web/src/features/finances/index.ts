/** The finances feature's public entry (issue 17): the /financial page, the admin's panel. */
export { FinancialPage } from './components/financial-page.tsx'
export { FinanceSettingsPanel } from './components/finance-settings-panel.tsx'
