import { afterCommit, type DbOrTx } from './db/database.ts'
import type { Outbox } from './outbox/messages.ts'
import type { FileStorage } from './files/storage.ts'
import type { School } from './tenancy/schools.service.ts'

/**
 * The student's own data (issue 18 items 4 and 5) as an extension point: every feature
 * that keeps something about a student declares one part per kind of thing it keeps. The
 * same declaration serves three readers, so they cannot drift apart:
 * - the export job writes each part's `export` answer into the student's ZIP
 *   (`{name}.json`, and its files under `files/{name}/`);
 * - the account deletion calls each part's `erase` when the grace period is over;
 * - the "What Quad records about you" page lists each part's `describes`.
 */
export interface PersonalDataPart {
  /** A short unique name, also the file's name in the export: `chat-messages`. */
  name: string
  /** What the records page says of it (English; the web translates by `name` if it can). */
  describes: {
    /** What is stored: "Messages you sent and received, with their attachments". */
    what: string
    /** How long it is kept: "Until you delete them or your account". */
    kept: string
  }
  /**
   * Everything of this kind the student may take with them: only what is theirs, and what
   * others sent them (messages received), never another student's private data.
   */
  export(db: DbOrTx, subject: PersonalDataSubject): Promise<PersonalDataExport>
  /**
   * Removes or anonymises this kind when the account is deleted, in the deletion's
   * transaction. `content` is the school's policy for what the student wrote that others
   * hold (posts, comments, chat messages): keep it under "Deleted student", or remove it.
   */
  erase(tx: DbOrTx, subject: PersonalDataSubject, content: DeletedContent): Promise<void>
}

/** Whose data: a student of a school. */
export interface PersonalDataSubject {
  school: School
  userId: number
  /** Their public id (spec 3 `uid`). */
  uid: string
  /** Where uploaded files are read from (an export) or deleted from (an erase, after commit). */
  storage: FileStorage
  /**
   * Outbox messages an erase raises in its transaction (a waitlisted student promoted into
   * the leaver's place is told), dispatched once the erase commits.
   */
  outbox: Pick<Outbox, 'emit'>
}

/** What the school does with a deleted account's writing (schools.deleted_content). */
export type DeletedContent = 'anonymise' | 'remove'

/** One part's export: JSON records and the files that go with them. */
export interface PersonalDataExport {
  records: unknown
  files?: PersonalDataFile[]
}

/** A file in the export, read from storage by key when the ZIP is written. */
export interface PersonalDataFile {
  /** The path inside `files/{part}/` in the ZIP: `42-notes.pdf`. */
  path: string
  storageKey: string
}

/** Every feature's parts, in module order; names are unique. */
export class PersonalData {
  readonly parts: readonly PersonalDataPart[]

  constructor(parts: readonly PersonalDataPart[]) {
    const names = new Set<string>()
    for (const { name } of parts) {
      if (names.has(name)) throw new Error(`Two personal data parts are named ${name}`)
      names.add(name)
    }
    this.parts = parts
  }
}

/**
 * Deletes stored files once the erase's transaction commits (never if it rolls back), so
 * an erase never leaves rows pointing at missing files. A failed delete leaves an orphan
 * object, never an error in the deletion.
 */
export function deleteFilesAfterCommit(storage: FileStorage, keys: readonly string[]): void {
  if (keys.length === 0) return
  afterCommit(() => {
    void Promise.all(keys.map((key) => storage.delete(key))).catch(() => undefined)
  })
}
