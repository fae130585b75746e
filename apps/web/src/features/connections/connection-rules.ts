import { ConnectionStatus, isConnectSuccess, type ConnectType } from '@quad/shared'

/** Every control the card's connection area can show; also the targets focus moves to. */
export type ControlId =
  | 'viewProfile'
  | 'connect'
  | 'addNote'
  | 'message'
  | 'pending'
  | 'removePending'
  | 'accept'
  | 'delete'
  | 'busy'
  | 'moreMenu'

/** Items of the "More actions" menu. */
export type MenuItemId = 'viewProfile' | 'disconnect' | 'block'

/**
 * Spec 4 "Buttons". Connect on: 0 Connect (plus "Add a note", issue 5 consent), 1 Message
 * and a menu, 2 Pending (plus Remove Connection, spec 9), 3 Accept and Delete; -1 only
 * View Profile; -2 a request is in flight. Connect off: Message for everyone but oneself.
 * Issue 5 "block": every other student also gets the menu, for Block.
 */
export function controlsFor(status: number, connect: boolean): ControlId[] {
  if (status === ConnectionStatus.OWN) return ['viewProfile']
  if (status === ConnectionStatus.REQUESTING) return ['busy']
  if (!connect) return ['message', 'moreMenu']
  switch (status) {
    case ConnectionStatus.NONE:
      return ['connect', 'addNote', 'moreMenu']
    case ConnectionStatus.CONNECTED:
      return ['message', 'moreMenu']
    case ConnectionStatus.PENDING:
      return ['pending', 'removePending', 'moreMenu']
    case ConnectionStatus.INCOMING:
      return ['accept', 'delete', 'moreMenu']
    default:
      // A status this client does not know: offer nothing it might get wrong.
      return ['moreMenu']
  }
}

/** Spec 4: the connected menu has View Profile and Remove Connection; Block is issue 5's. */
export function menuItemsFor(status: number, connect: boolean): MenuItemId[] {
  if (status === ConnectionStatus.OWN || status === ConnectionStatus.REQUESTING) return []
  if (connect && status === ConnectionStatus.CONNECTED)
    return ['viewProfile', 'disconnect', 'block']
  return ['block']
}

/**
 * Spec 4 "Keyboard focus moves to the fitting new button": the new state's main control.
 * Pending is a status, not a button, so its Remove Connection takes focus.
 */
export function focusAfter(status: number, connect: boolean): ControlId {
  const [first = 'moreMenu'] = controlsFor(status, connect)
  return first === 'pending' ? 'removePending' : first
}

/** Where focus goes back to when an action fails (spec 8: status unchanged). */
export function controlFor(type: ConnectType): ControlId {
  const controls: Record<ConnectType, ControlId> = {
    request: 'connect',
    accept: 'accept',
    reject: 'delete',
    cancel: 'removePending',
    disconnect: 'moreMenu',
  }
  return controls[type]
}

/** A refused or malformed answer (spec 5), carrying the server's reason when it gave one. */
export class ConnectRefusedError extends Error {
  readonly reason: string | null
  constructor(reason: string | null) {
    super(reason ?? 'Connection call refused')
    this.name = 'ConnectRefusedError'
    this.reason = reason
  }
}

/**
 * Spec 5: a success only when `success` is the text "true" and connectionStatus is
 * present. Anything else is a failure, whatever the HTTP status said.
 */
export function connectOutcome(response: {
  success?: unknown
  connectionStatus?: unknown
  message?: unknown
}): number {
  if (isConnectSuccess(response) && typeof response.connectionStatus === 'number') {
    return response.connectionStatus
  }
  throw new ConnectRefusedError(typeof response.message === 'string' ? response.message : null)
}
