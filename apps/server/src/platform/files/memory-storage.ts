import type { FileStorage } from './storage.ts'

/**
 * A file storage in memory, with its files to look at: what a transaction collects to
 * store once it commits (the demo seed's photos), and what tests of stored files read.
 */
export function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>()
  return {
    files,
    put(key, data) {
      files.set(key, data)
      return Promise.resolve()
    },
    get(key) {
      return Promise.resolve(files.get(key) ?? null)
    },
    delete(key) {
      files.delete(key)
      return Promise.resolve()
    },
  }
}
