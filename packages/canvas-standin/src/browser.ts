import { standinPassword } from './oauth-context.ts'

/**
 * What a student's browser does on the stand-in's pages, for server tests that check an
 * OAuth callback without a browser: open `authorizeUrl`, log in, press Authorize (or
 * Cancel), and answer where Canvas redirected to. E2e drives the same pages in Chromium.
 */
export async function approveAuthorization(
  authorizeUrl: string,
  input: { email: string; password?: string; decision?: 'authorize' | 'cancel' },
): Promise<URL> {
  const origin = new URL(authorizeUrl).origin
  const loginPage = await fetch(authorizeUrl)
  if (!loginPage.ok)
    throw new Error(`canvas-standin: the authorize page answered ${loginPage.status}`)
  const fields = hiddenFields(await loginPage.text())
  fields.set('email', input.email)
  fields.set('password', input.password ?? standinPassword)
  const confirm = await fetch(`${origin}/login/canvas`, { method: 'POST', body: fields })
  if (!confirm.ok) throw new Error(`canvas-standin: the login answered ${confirm.status}`)
  const authorization = hiddenFields(await confirm.text())
  const decided =
    input.decision === 'cancel'
      ? await fetch(`${origin}/login/oauth2/deny?${authorization}`, { redirect: 'manual' })
      : await fetch(`${origin}/login/oauth2/accept`, {
          method: 'POST',
          body: authorization,
          redirect: 'manual',
        })
  const location = decided.headers.get('location')
  if (decided.status !== 302 || !location)
    throw new Error(`canvas-standin: no redirect (${decided.status})`)
  return new URL(location)
}

function hiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams()
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.set(unescape(match[1] ?? ''), unescape(match[2] ?? ''))
  }
  return fields
}

function unescape(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}
