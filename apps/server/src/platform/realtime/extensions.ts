import type { ClientFrame } from '@quad/shared'
import type { RealtimeUser } from './realtime.ts'

/** Client frames a feature may handle: everything but the hub's own ping. */
export type FeatureFrame = Exclude<ClientFrame, { type: 'ping' }>

/**
 * What one feature adds to the realtime socket (issue 13 item 5). The hub knows no
 * feature: the module list hands it these, and it asks each in turn.
 */
export interface RealtimeExtension {
  /** The feature's name: its hello fields travel under this key (`hello.chat.seq`). */
  feature: string
  /** The feature's hello fields for a new socket. */
  hello?(user: RealtimeUser): Promise<Record<string, unknown>>
  /** Handlers of the client frames the feature owns, by frame type. */
  frames?: { [T in FeatureFrame['type']]?: FrameHandler<T> }
  /** Who hears that this user came online or went offline (the union over features). */
  presenceAudience?(user: RealtimeUser): Promise<number[]>
}

export type FrameHandler<T extends FeatureFrame['type']> = (
  user: RealtimeUser,
  frame: Extract<FeatureFrame, { type: T }>,
  socket: WatchingSocket,
) => Promise<void>

/** The socket a frame came on, as its feature's handler may change it. */
export interface WatchingSocket {
  /**
   * Replaces the topics this socket watches for the feature (the feed's posts on screen):
   * it then gets what `Realtime.publish(feature, topic, frame)` sends, from any instance.
   */
  watch(topics: readonly string[]): void
}

/** What the hub offers the extensions on one socket, for any feature. */
export interface SocketTopics {
  watch(feature: string, topics: readonly string[]): void
}

/** The extensions of every module, asked as one. */
export class RealtimeExtensions {
  readonly #list: readonly RealtimeExtension[]

  constructor(list: readonly RealtimeExtension[]) {
    const names = new Set<string>()
    for (const { feature } of list) {
      if (names.has(feature)) throw new Error(`Realtime: two extensions named ${feature}`)
      names.add(feature)
    }
    this.#list = list
  }

  /** Each feature's hello fields under its own name. */
  async hello(user: RealtimeUser): Promise<Record<string, Record<string, unknown>>> {
    const parts = await Promise.all(
      this.#list.map(async (extension) =>
        extension.hello ? ([extension.feature, await extension.hello(user)] as const) : null,
      ),
    )
    return Object.fromEntries(parts.filter((part) => part !== null))
  }

  /** Runs the owning feature's handler; a frame nobody owns is ignored. */
  async onFrame(user: RealtimeUser, frame: FeatureFrame, socket: SocketTopics): Promise<void> {
    for (const extension of this.#list) {
      const handler = extension.frames?.[frame.type] as FrameHandler<typeof frame.type> | undefined
      const watching = {
        watch: (topics: readonly string[]) => socket.watch(extension.feature, topics),
      }
      if (handler) await handler(user, frame, watching)
    }
  }

  async presenceAudience(user: RealtimeUser): Promise<number[]> {
    const lists = await Promise.all(
      this.#list.map((extension) => extension.presenceAudience?.(user) ?? []),
    )
    return [...new Set(lists.flat())]
  }
}
