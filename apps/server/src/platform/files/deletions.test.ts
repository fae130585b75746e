import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { chatFiles } from '../../db/schema/chat.ts'
import type { School } from '../tenancy/schools.service.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { queuedFileDeletions, sweepStoredFiles } from './deletions.ts'
import { localDiskStorage, type FileStorage } from './storage.ts'

/**
 * Decision 112: deleting a row that names a stored file queues its bytes (the trigger, in
 * the deleting transaction); the sweep deletes them, and keeps a key whose delete failed.
 */
const ctx = useTestApp()
let school: School
let uploaderId = 0

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'sweep', name: 'Sweep U' })
  uploaderId = (
    await insertTestStudent(ctx().database, school, { email: 'up@s.edu', firstName: 'Up' })
  ).id
})

const upload = async (id: string) => {
  await ctx().database.db.insert(chatFiles).values({
    id,
    schoolId: school.id,
    uploaderId,
    name: 'a.webp',
    contentType: 'image/webp',
    size: 3,
  })
}

describe('stored file deletions', () => {
  it('queues a deleted row’s file and preview; a rollback queues nothing', async () => {
    const { db } = ctx().database
    await upload('a'.repeat(32))
    await db
      .transaction(async (tx) => {
        await tx.delete(chatFiles).where(eq(chatFiles.id, 'a'.repeat(32)))
        throw new Error('changed my mind')
      })
      .catch(() => undefined)
    expect(await queuedFileDeletions(db)).toBe(0)
    await db.delete(chatFiles).where(eq(chatFiles.id, 'a'.repeat(32)))
    expect(await queuedFileDeletions(db)).toBe(2)

    const files = localDiskStorage(mkdtempSync(path.join(tmpdir(), 'quad-sweep-')))
    const key = `chat/${String(school.id)}/${'a'.repeat(32)}`
    await files.put(key, Buffer.from('abc'))
    await files.put(`${key}-preview`, Buffer.from('ab'))
    // A storage that fails one delete: that key waits for the next run.
    const failing: FileStorage = {
      ...files,
      delete: (at) => (at === key ? Promise.reject(new Error('disk busy')) : files.delete(at)),
    }
    await expect(sweepStoredFiles(db, failing)).rejects.toThrow('1 stored files were not deleted')
    expect(await files.get(`${key}-preview`)).toBeNull()
    expect(await queuedFileDeletions(db)).toBe(1)
    expect(await sweepStoredFiles(db, files)).toBe(1)
    expect(await files.get(key)).toBeNull()
    expect(await files.get(`${key}-preview`)).toBeNull()
    expect(await queuedFileDeletions(db)).toBe(0)
  })
})
