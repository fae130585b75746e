import type { ReportSubject } from '@quad/shared'
import type { DbOrTx } from '../db/database.ts'
import type { School } from '../tenancy/schools.service.ts'

/** Who answers for a reported subject: warned by a moderator, and the one a suspension takes. */
export interface Responsible {
  /** Everyone a warning reaches (a message's sender, a profile's owner, a club's officers). */
  warned: number[]
  /** The one person a suspension takes; null when there is no single one (a club). */
  owner: number | null
  /** Where the warning's notification opens. */
  link: string | null
}

/**
 * A kind of reportable subject (issue 14 item 4, decision 032): the feature that owns the
 * subject declares how a moderator sees it and what hiding it means, so the moderation
 * feature imports no feature and posts or events add a provider instead of code there.
 */
export interface ReportSubjectProvider {
  /** The `reports.subject_type` it serves (`chat.message`, `profile`, `club`). */
  type: ReportSubject['type']
  /** The queue's context of each subject among `ids` still there, by subject id (one query). */
  contexts(db: DbOrTx, school: School, ids: readonly string[]): Promise<Map<string, ReportSubject>>
  /** Who answers for it; null when it no longer exists. */
  responsible(tx: DbOrTx, school: School, id: string): Promise<Responsible | null>
  /**
   * Hides it for everyone in the action's transaction; `changed` false when it was hidden
   * already, null when it no longer exists.
   */
  hide(tx: DbOrTx, school: School, id: string): Promise<{ changed: boolean } | null>
  /** After the hide's commit: tell open clients (chat's frames, a school's pages); optional. */
  afterHide?(id: string, school: School): Promise<void>
  /**
   * In a dismissal's transaction: once no open report of it is left (counted under its
   * own row lock, so two moderators dismissing the last two at once still restore it),
   * undo what reports alone did (issue 16: a post hidden pending review comes back; one
   * a moderator hid stays hidden). Optional.
   */
  restore?(tx: DbOrTx, school: School, id: string): Promise<void>
}

/** Every feature's report subject providers, by type. */
export class ReportSubjects {
  readonly #byType: ReadonlyMap<string, ReportSubjectProvider>

  constructor(providers: readonly ReportSubjectProvider[]) {
    this.#byType = new Map(providers.map((provider) => [provider.type, provider]))
  }

  get(type: string): ReportSubjectProvider | undefined {
    return this.#byType.get(type)
  }

  get all(): ReportSubjectProvider[] {
    return [...this.#byType.values()]
  }
}
