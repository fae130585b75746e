import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { emptyState, type StandinState } from './types.ts'

/**
 * The stand-in's state in memory, written whole to `dataFile` (when given) after
 * every change and read back at start, so a demo's grants survive a restart.
 */
export interface Store {
  state: StandinState
  nextId(): number
  /** Call after every change. */
  save(): void
}

function isState(value: unknown): value is StandinState {
  if (typeof value !== 'object' || value === null) return false
  const keys = Object.keys(emptyState())
  return keys.every((key) => key in value)
}

function load(dataFile: string | undefined): StandinState {
  if (!dataFile || !existsSync(dataFile)) return emptyState()
  const parsed: unknown = JSON.parse(readFileSync(dataFile, 'utf8'))
  if (!isState(parsed)) throw new Error(`canvas-standin: ${dataFile} is not a stand-in data file`)
  return parsed
}

export function createStore(dataFile: string | undefined): Store {
  const state = load(dataFile)
  return {
    state,
    nextId() {
      const id = state.nextId
      state.nextId += 1
      return id
    },
    save() {
      if (!dataFile) return
      // Written beside and renamed, so a crash mid-write never leaves half a file.
      const temporary = `${dataFile}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 })
      renameSync(temporary, dataFile)
    },
  }
}
