/** The one-click unsubscribe token of a raw `.eml` (quoted-printable soft breaks undone). */
export function unsubscribeLink(raw: string | undefined): string {
  const token = /\/email\/unsubscribe\?token=([\w.-]+)/.exec(
    (raw ?? '').replace(/=\r?\n/g, ''),
  )?.[1]
  if (!token) throw new Error(`no unsubscribe link in:\n${raw ?? '(no email)'}`)
  return token
}
