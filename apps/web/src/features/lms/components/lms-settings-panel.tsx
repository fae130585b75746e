/** The admin's panel for the LMS connection (Canvas address, developer key) (issue 17); built by its track. */
export function LmsSettingsPanel() {
  return <section aria-label="LmsSettingsPanel" />
}
