/** The admin's panel for the Pay link, its label and the school's currency (issue 17); built by its track. */
export function FinanceSettingsPanel() {
  return <section aria-label="FinanceSettingsPanel" />
}
