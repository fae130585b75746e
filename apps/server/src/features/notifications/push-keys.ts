import webpush from 'web-push'
import type { DbOrTx } from '../../platform/db/database.ts'
import { loadInstanceSecret } from '../../platform/auth/secrets.ts'

/** The application server's key pair and contact (RFC 8292), as `web-push` takes them. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

/**
 * The VAPID keys (issue 34, decision 082): from the environment, else made once and kept
 * in the database like the JWT secret, so every instance signs with the same pair and a
 * browser's subscription (made with the public key) stays valid across restarts. Read on
 * first use, then kept.
 */
export function vapidKeys(
  db: DbOrTx,
  config: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined
    vapidSubject: string
  },
): () => Promise<VapidKeys> {
  let loaded: Promise<VapidKeys> | undefined
  const load = async (): Promise<VapidKeys> => {
    const pair =
      config.vapidKeys ??
      (JSON.parse(
        await loadInstanceSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())),
      ) as { publicKey: string; privateKey: string })
    return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: config.vapidSubject }
  }
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
}
