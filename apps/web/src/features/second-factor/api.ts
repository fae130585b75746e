import {
  RecoveryCodes,
  SecondFactorStatus,
  LoginResponse,
  SecondFactorEnrolled,
  SecondFactorSetup,
  type LoginChallenge,
} from '@quad/shared'
import { bearerRequest, bearerRequestJson, signedInJson } from '../../lib/http/bearer-client.ts'
import { requestJson } from '../../lib/http/http.ts'
import { SESSION_BASE } from '../../lib/session/session.ts'

const BASE = `${SESSION_BASE}/login/second-factor`

/** The login's second step: the password step's ticket and a code (or recovery code). */
export const signInWithCode = (challenge: LoginChallenge, code: string) =>
  requestJson(BASE, LoginResponse, { method: 'POST', json: { ticket: challenge.ticket, code } })

/** An admin's or staff member's enrolment at login: a new key and its QR code. */
export const startLoginSetup = (challenge: LoginChallenge) =>
  requestJson(`${BASE}/setup`, SecondFactorSetup, {
    method: 'POST',
    json: { ticket: challenge.ticket },
  })

/** Confirms the key with a code: signed in, and the recovery codes (shown once). */
export const confirmLoginSetup = (challenge: LoginChallenge, code: string) =>
  requestJson(`${BASE}/setup/confirm`, SecondFactorEnrolled, {
    method: 'POST',
    json: { ticket: challenge.ticket, code },
  })

export const secondFactorKey = ['second-factor'] as const

/** Settings → Security: whether it is on, required, and the recovery codes left. */
export const secondFactorStatus = async () => {
  return signedInJson('/api/v1/me/second-factor', SecondFactorStatus)
}

export const startSetup = () =>
  bearerRequestJson('/api/v1/me/second-factor', SecondFactorSetup, { method: 'POST' })

export const confirmSetup = (code: string) =>
  bearerRequestJson('/api/v1/me/second-factor/confirm', RecoveryCodes, {
    method: 'POST',
    json: { code },
  })

export const newRecoveryCodes = (code: string) =>
  bearerRequestJson('/api/v1/me/second-factor/recovery-codes', RecoveryCodes, {
    method: 'POST',
    json: { code },
  })

export const turnOff = (code: string) =>
  bearerRequest('/api/v1/me/second-factor', { method: 'DELETE', json: { code } })
