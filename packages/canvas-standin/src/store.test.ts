import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStore } from './store.ts'

let directory: string | undefined
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true })
})

const fileOf = () => {
  directory = mkdtempSync(path.join(tmpdir(), 'canvas-store-'))
  return path.join(directory, 'canvas.json')
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('store', () => {
  it('writes a burst of changes once, after the burst, with all of them', async () => {
    const dataFile = fileOf()
    const store = createStore(dataFile)
    for (const _ of [1, 2, 3]) {
      store.nextId()
      store.save()
    }
    expect(existsSync(dataFile)).toBe(false)
    await nextTurn()
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ nextId: store.state.nextId })
    expect(createStore(dataFile).state.nextId).toBe(store.state.nextId)
  })

  it('writes a waiting change at once when flushed, and nothing when none waits', () => {
    const dataFile = fileOf()
    const store = createStore(dataFile)
    store.flush()
    expect(existsSync(dataFile)).toBe(false)
    store.nextId()
    store.save()
    store.flush()
    expect(createStore(dataFile).state.nextId).toBe(store.state.nextId)
  })
})
