import * as client from 'openid-client'
import type { SsoErrorCode } from '@quad/shared'

/**
 * Why openid-client refused a callback, as the login page names it: the student said no
 * at the provider (`cancelled`); the code was already used or too old (`expired`); the ID
 * token's signature, issuer, audience or nonce did not hold (`tampered`); anything else
 * the provider answered (`invalid_response`).
 */
export function refusalOf(error: unknown): SsoErrorCode {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'invalid_response'
  }
  if (error instanceof client.ResponseBodyError) {
    return error.error === 'invalid_grant' ? 'expired' : 'invalid_response'
  }
  const code = error instanceof client.ClientError ? error.code : undefined
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return 'expired'
  if (
    code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' ||
    code === 'OAUTH_JWS_SIGNATURE_VERIFICATION_FAILED' ||
    code === 'OAUTH_KEY_SELECTION_FAILED'
  ) {
    return 'tampered'
  }
  return 'invalid_response'
}
