import type { ServerFrame } from '@quad/shared'

/** Every frame type the server sends, and the frame of one type. */
export type FrameType = ServerFrame['type']
export type FrameOf<T extends FrameType> = Extract<ServerFrame, { type: T }>
export type HelloFrame = FrameOf<'hello'>

/** Handlers by frame type: a feature lists only the frames it cares about. */
export type FrameHandlers = { [T in FrameType]?: (frame: FrameOf<T>) => void }

/**
 * What one feature adds to the socket (decision 019): its frame handlers and what it does
 * on each hello (connect or reconnect). The client knows nothing of chat or notifications;
 * each feature writes its own cache, and the app lists the extensions it starts with.
 */
export interface RealtimeExtension {
  readonly frames?: FrameHandlers
  /** A socket is opening: frames may come before its hello (a catch-up cursor guards here). */
  readonly onConnecting?: () => void
  /**
   * Every hello. A rejection means the feature could not catch up: the socket is dropped
   * and the client reconnects with backoff, so the feature tries again from where it was.
   */
  readonly onHello?: (hello: HelloFrame) => Promise<void> | void
  readonly stop?: () => void
}

/** Hands a parsed frame to every extension that handles its type. */
export function dispatchFrame(extensions: readonly RealtimeExtension[], frame: ServerFrame): void {
  for (const extension of extensions) {
    const handler = extension.frames?.[frame.type] as ((frame: ServerFrame) => void) | undefined
    handler?.(frame)
  }
}
