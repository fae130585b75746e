import type { FileStorage } from '../platform/files/storage.ts'

/** A file storage in memory, with its files to look at: for tests of what stores files. */
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
