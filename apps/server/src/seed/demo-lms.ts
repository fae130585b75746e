import { eq } from 'drizzle-orm'
import type { Db } from '../platform/db/database.ts'
import { users } from '../platform/db/schema.ts'
import { credentials } from '../platform/integrations/credentials.ts'
import type { Keyring } from '../platform/integrations/keys.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { lmsAccounts, lmsSettings } from '../db/schema/lms.ts'
import {
  LMS_KEY_CREDENTIAL,
  LMS_TOKEN_CREDENTIAL,
  type LmsSyncPayload,
  type StoredDeveloperKey,
  type StoredLmsTokens,
} from '../features/lms/names.ts'
import { DEMO_CANVAS_CLIENT } from './demo-canvas-client.ts'
import { standinControlOverHttp } from './demo-canvas-control.ts'

const PROVIDER = 'canvas'
/** Maya is connected from the start; Jonah (friend@demo.edu) is left to connect himself. */
const PRECONNECTED = ['student@demo.edu']
const CANVAS_SEED = 1001 + 23
/** The stand-in's access tokens live an hour (its default); the refresh token stays good. */
const ACCESS_TOKEN_SECONDS = 3600

/**
 * Development only (issue 17): points Demo University's LMS at a Canvas stand-in on this
 * machine, fills the stand-in with the demo's courses and work, and connects Maya
 * (tokens the stand-in issued, sealed as her `oauth` credential, her `lms_accounts`
 * row), so /edu has data once her first sync has run. Does nothing when the school's
 * LMS is already set (a restart, or an admin changed it). Returns the students whose
 * first sync the caller queues (`LMS_SYNC_JOB`).
 */
export async function seedDemoLms(
  db: Db,
  keys: Keyring,
  standinUrl: string,
  clock = new Date(),
): Promise<LmsSyncPayload[]> {
  const school = await findSchoolByCode(db, 'demo')
  if (!school) return []
  const [configured] = await db
    .select({ schoolId: lmsSettings.schoolId })
    .from(lmsSettings)
    .where(eq(lmsSettings.schoolId, school.id))
  if (configured) return []
  const control = standinControlOverHttp(standinUrl)
  // Loaded only when the stand-in is filled: it brings faker, which a restart never needs (P6).
  const { fillDemoCanvas } = await import('./demo-canvas.ts')
  // The stand-in is filled first: a failure there leaves the school unconfigured, and the
  // next start tries again.
  const canvasUsers = await fillDemoCanvas(db, school, control, clock, CANVAS_SEED)
  const preconnected = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.schoolId, school.id))
  const connect = preconnected.flatMap((user) => {
    const canvasId = PRECONNECTED.includes(user.email) ? canvasUsers.get(user.id) : undefined
    return canvasId === undefined ? [] : [{ userId: user.id, canvasId }]
  })
  const tokens = await Promise.all(connect.map((user) => control.issueToken(user.canvasId)))
  const vault = credentials(keys)
  const expiresAt = new Date(clock.getTime() + ACCESS_TOKEN_SECONDS * 1000).toISOString()
  await db.transaction(async (tx) => {
    await tx.insert(lmsSettings).values({
      schoolId: school.id,
      provider: PROVIDER,
      baseUrl: standinUrl,
      clientId: DEMO_CANVAS_CLIENT.clientId,
      enabled: true,
    })
    const key: StoredDeveloperKey = { clientSecret: DEMO_CANVAS_CLIENT.clientSecret }
    await vault.put(
      tx,
      { schoolId: school.id, provider: PROVIDER, name: LMS_KEY_CREDENTIAL },
      { ...key },
    )
    for (const [i, user] of connect.entries()) {
      const issued = tokens[i]
      if (!issued) continue
      const stored: StoredLmsTokens = {
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        expiresAt,
        externalUserId: String(user.canvasId),
      }
      const ref = {
        schoolId: school.id,
        provider: PROVIDER,
        userId: user.userId,
        name: LMS_TOKEN_CREDENTIAL,
      }
      await vault.put(tx, ref, { ...stored })
      await tx.insert(lmsAccounts).values({
        userId: user.userId,
        schoolId: school.id,
        provider: PROVIDER,
        externalUserId: String(user.canvasId),
      })
    }
  })
  return connect.map((user) => ({ schoolId: school.id, userId: user.userId }))
}
