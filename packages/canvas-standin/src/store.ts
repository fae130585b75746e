import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { emptyState, type StandinState } from './types.ts'

/**
 * The stand-in's state in memory, written whole to `dataFile` (when given) after
 * changes and read back at start, so a demo's grants survive a restart.
 */
export interface Store {
  state: StandinState
  nextId(): number
  /** Call after every change: the file is written once the current burst of changes is over. */
  save(): void
  /** Writes a change still waiting now (at close). */
  flush(): void
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
  let waiting: NodeJS.Immediate | undefined
  const write = () => {
    waiting = undefined
    if (!dataFile) return
    // Written beside and renamed, so a crash mid-write never leaves half a file.
    const temporary = `${dataFile}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 })
    renameSync(temporary, dataFile)
  }
  const writeSafely = () => {
    try {
      write()
    } catch (error) {
      // Its directory gone, say: said, never a crash of the process serving the demo.
      process.stderr.write(`canvas-standin: could not save ${String(dataFile)}: ${String(error)}\n`)
    }
  }
  return {
    state,
    nextId() {
      const id = state.nextId
      state.nextId += 1
      return id
    },
    save() {
      // The demo seed fills the stand-in with hundreds of calls on a first start: writing
      // the whole file after each was seconds of it (decision 065). Once per burst instead.
      if (dataFile) waiting ??= setImmediate(writeSafely)
    },
    flush() {
      if (waiting === undefined) return
      clearImmediate(waiting)
      writeSafely()
    },
  }
}
