import type { ClubAbout } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** What other features add to a club's about answer: its events now (spec 3 `events`). */
export type ClubAboutExtras = Partial<Pick<ClubAbout, 'events'>>

/**
 * An extension point of the club's about answer (issue 15, decision 034): the clubs
 * feature knows no feature that talks about clubs, so those features (events) contribute a
 * part to `clubAboutPoint`, and the about route asks every part once. `viewerId` is the
 * signed-in viewer, null for a share-mode visitor of a listed club (decision 047).
 */
export interface ClubAboutPart {
  about(
    db: DbOrTx,
    school: School,
    clubUid: string,
    viewerId: number | null,
  ): Promise<ClubAboutExtras>
}

/** Every contributed part, asked as one. */
export class ClubAboutParts {
  readonly #parts: readonly ClubAboutPart[]

  constructor(parts: readonly ClubAboutPart[]) {
    this.#parts = parts
  }

  async of(
    db: DbOrTx,
    school: School,
    clubUid: string,
    viewerId: number | null,
  ): Promise<ClubAboutExtras> {
    const extras = await Promise.all(
      this.#parts.map((part) => part.about(db, school, clubUid, viewerId)),
    )
    return Object.assign({}, ...extras)
  }
}
