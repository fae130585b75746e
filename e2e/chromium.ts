import { existsSync } from 'node:fs'

/*
 * Playwright's own browser downloads are off limits here (architecture brief: no
 * dependency whose install downloads a binary), so the tests drive the system Chromium.
 */
export const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  // Composite in software without the GPU process's round trips (decision 070: over a11y
  // and club-tabs, 38 tests on three workers, 99-103 s against 109-111 s, in turn twice).
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A microphone for voice notes (issue 35 item 8): a fake device playing a tone, allowed
  // without the permission prompt a headless browser cannot show.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
]

/**
 * The full browser, for a spec that needs what the headless shell lacks: notifications
 * (the shell answers `Notification.permission` "denied" whatever was granted).
 */
export const fullChromiumLaunch = { executablePath: fullChromium, args: chromiumArgs }

export function requireBrowser(path: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `E2E: no Chromium at ${path}. Install it (Debian: apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    )
  }
}
