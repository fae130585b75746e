/** The few HTML pages a person sees: Canvas's login and authorize steps, and "open in Canvas" targets. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const css = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.note{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .75rem}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1rem;margin-right:.5rem;padding:.5rem 1rem;font-size:1rem}
.error{color:#a4000f;font-weight:600}:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}`

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${css}</style></head><body><main>
<p class="note">Development stand-in for Canvas LMS: not a real Canvas, for tests and demos only.</p>
${body}</main></body></html>`
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
}

export function loginPage(fields: Record<string, string>, error?: string): string {
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
  return page(
    'Log in to Canvas',
    `<h1>Log in to Canvas</h1>${alert}
<form method="post" action="/login/canvas">${hidden(fields)}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form>
<p>Every stand-in user's password is <code>canvas-demo</code>.</p>`,
  )
}

export function confirmPage(input: {
  authorization: string
  clientId: string
  userName: string
  scopes: string[]
}): string {
  const scopes = input.scopes.length
    ? `<ul>${input.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>`
    : '<p>Full access to your Canvas account.</p>'
  const fields = hidden({ authorization: input.authorization })
  return page(
    'Authorize access to Canvas',
    `<h1>Authorize access</h1>
<p>${escapeHtml(input.clientId)} is requesting access to ${escapeHtml(input.userName)}'s Canvas account:</p>${scopes}
<form method="post" action="/login/oauth2/accept">${fields}<button type="submit">Authorize</button></form>
<form method="get" action="/login/oauth2/deny">${fields}<button type="submit">Cancel</button></form>`,
  )
}

export function expiredPage(): string {
  return page(
    'Authorization expired',
    '<h1>Authorization expired</h1><p role="alert">This request has expired or was already answered. Start again from the application.</p>',
  )
}

export function itemPage(kind: string, title: string, detail: string): string {
  return page(
    `${title} · ${kind}`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(kind)}</p>${detail}`,
  )
}
