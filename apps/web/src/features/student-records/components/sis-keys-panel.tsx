/** The admin's panel for the student-records feed's API keys and last-synced times (issue 17); built by its track. */
export function SisKeysPanel() {
  return <section aria-label="SisKeysPanel" />
}
