import { and, eq } from 'drizzle-orm'
import {
  subscribe,
  type AnySubscriber,
  type SubscriberScope,
} from '../../platform/outbox/messages.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { chatConversations } from '../../db/schema/chat.ts'
import { publishConversation } from './chat-realtime.ts'

/**
 * A student joined or left a club, or their role in it changed (decision 092). The
 * database changed their channels in that transaction; here every instance forgets what it
 * remembered of those channels (their live frames go to members only from now on) and the
 * student's open tabs refetch their list and the channel (who may post).
 */
export function channelSubscribers({ realtime }: ModuleContext): AnySubscriber[] {
  const handle = async (
    { payload }: { payload: { clubId: number; userId: number } },
    { tx, afterCommit }: SubscriberScope,
  ) => {
    const channels = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.clubId, payload.clubId), eq(chatConversations.kind, 'channel')),
      )
    afterCommit(async () => {
      for (const { id } of channels) await publishConversation(realtime, [payload.userId], id)
    })
  }
  return [
    subscribe({ message: 'club.member_joined', name: 'chat:channel-members', handle }),
    subscribe({ message: 'club.member_left', name: 'chat:channel-members', handle }),
    // Who may post moved with the role: their open channel shows the composer, or not.
    subscribe({ message: 'club.member_role_changed', name: 'chat:channel-members', handle }),
  ]
}
