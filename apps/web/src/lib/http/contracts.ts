export type StartContracts = typeof import('./start-contracts.ts')

let loading: Promise<StartContracts> | null = null

/** The shell's contracts and zod's parse functions, loaded once on first need (decision 066). */
export function startContracts(): Promise<StartContracts> {
  // A failed load (the network dropped) is tried again by the next call, not kept.
  loading ??= import('./start-contracts.ts').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
