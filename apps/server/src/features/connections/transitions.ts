import { ConnectionStatus, type ConnectType } from '@quad/shared'

/** What a valid action does to the pair's row (spec 4 "Actions"). */
export type Effect =
  | { kind: 'insert-pending'; next: typeof ConnectionStatus.PENDING }
  | { kind: 'accept'; next: typeof ConnectionStatus.CONNECTED }
  | { kind: 'delete'; next: typeof ConnectionStatus.NONE }

/**
 * The state machine, from the acting student's side: the effect of `type` in
 * `status`, or null when the action is not valid there. A request meeting the
 * other's request (status 3) accepts it, so two students asking each other at
 * once end connected, never as two crossed requests (issue 5).
 */
export function transition(status: number, type: ConnectType): Effect | null {
  switch (type) {
    case 'request':
      if (status === ConnectionStatus.NONE)
        return { kind: 'insert-pending', next: ConnectionStatus.PENDING }
      if (status === ConnectionStatus.INCOMING)
        return { kind: 'accept', next: ConnectionStatus.CONNECTED }
      return null
    case 'accept':
      return status === ConnectionStatus.INCOMING
        ? { kind: 'accept', next: ConnectionStatus.CONNECTED }
        : null
    case 'reject':
      return status === ConnectionStatus.INCOMING
        ? { kind: 'delete', next: ConnectionStatus.NONE }
        : null
    case 'cancel':
      return status === ConnectionStatus.PENDING
        ? { kind: 'delete', next: ConnectionStatus.NONE }
        : null
    case 'disconnect':
      return status === ConnectionStatus.CONNECTED
        ? { kind: 'delete', next: ConnectionStatus.NONE }
        : null
  }
}

/** Why an action is not valid in a state, in words a student understands. */
export function refusal(status: number, type: ConnectType): string {
  if (status === ConnectionStatus.OWN) return 'You cannot connect with yourself.'
  if (type === 'request' && status === ConnectionStatus.CONNECTED)
    return 'You are already connected.'
  if (type === 'request' && status === ConnectionStatus.PENDING)
    return 'Your request is already pending.'
  return 'That is no longer possible: the connection has changed. Refresh and try again.'
}
