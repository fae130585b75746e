/**
 * `npm run totp -- admin@demo.edu`: the current authenticator code of a demo school admin
 * or staff account (their keys are fixed demo data: seed/demo-second-factors.ts, README).
 */
import { codeAt, stepAt } from '../features/second-factor/totp.ts'
import { DEMO_TOTP_SECRETS } from '../seed/demo-second-factors.ts'

const email = (process.argv[2] ?? '').toLowerCase()
const secret = DEMO_TOTP_SECRETS[email]
if (!secret) {
  process.stderr.write(
    `usage: npm run totp -- <email>, one of ${Object.keys(DEMO_TOTP_SECRETS).join(', ')}\n`,
  )
  process.exit(2)
}
const now = Date.now()
const left = 30 - Math.floor((now / 1000) % 30)
process.stdout.write(`${codeAt(secret, stepAt(now))}  (valid for ${left} s more)\n`)
