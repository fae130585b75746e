import { isFetchBadPort } from '@quad/shared'

/**
 * Each parallel worker of the e2e suite talks to a Quad of its own, with its own demo data
 * and stand-ins, on ports of its own (decision 070): one worker's sign-ins, school settings
 * and posts never show up in another's tests. A worker's slot is Playwright's
 * TEST_PARALLEL_INDEX (0 in the runner itself); E2E_PORT moves the whole range, so parallel
 * runs (several worktrees) avoid each other.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3180)
const SLOT_STRIDE = 300
export interface SlotPorts {
  /** The slot's Quad. */
  app: number
  /** A test's own identity provider (OIDC or SAML stand-in): one spec at a time per slot. */
  idp: number
  /** The Canvas stand-in the slot's demo school is connected to. */
  canvasStandin: number
  /** The push service stand-in the push journey starts (issue 34). */
  pushStandin: number
  /** Web pages a chat link points at, which Quad unfurls (issue 35 item 6). */
  linkPages: number
  /** The host page that embeds Quad (docs/embedding.md); +1 for a host that may not. */
  hostPage: number
  /** A server a test kills and restarts (chat-restart.spec.ts). */
  ownServer: number
}

export function slotPorts(slot: number): SlotPorts {
  const app = BASE_PORT + slot * SLOT_STRIDE
  const at = {
    app,
    idp: app + 5,
    canvasStandin: app + 10,
    pushStandin: app + 15,
    linkPages: app + 20,
    hostPage: app + 100,
    ownServer: app + 200,
  }
  const bad = Object.values(at).filter((port) => isFetchBadPort(port) || isFetchBadPort(port + 1))
  if (bad.length > 0) {
    throw new Error(
      `E2E: slot ${String(slot)} would use ${bad.join(', ')}, which fetch refuses; move E2E_PORT`,
    )
  }
  return at
}

/** This process's slot: the worker's parallel index. */
export const ports = slotPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
