import { fillPlaceholders, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { seqLockShared } from './seq.ts'

/** What one send stores: the statement's values, by the names of its placeholders. */
export interface SendValues {
  schoolId: number
  senderId: number
  conversationId: number
  clientId: string
  body: string
  /** Files claimed for the message (checked before, in the send's transaction). */
  fileIds: string[]
  /** What the notification shows of it. */
  preview: string
  /** The message it answers, checked to be of the conversation; null for none. */
  replyToId: number | null
  /** Whom it @mentions (`keptMentions`), as JSON: `[{uid, name}]`... */
  mentions: string
  /** ... and their ids (JSON), for the outbox message. */
  mentionedIds: string
  /** A copy of another message (`forward.ts`). */
  forwarded: boolean
  /** An officer's `@channel` or `@here` in a channel; null otherwise. */
  broadcast: 'channel' | 'here' | null
  /** The thread it replies in (checked to be of the conversation), null for none. */
  threadId: number | null
  /** Shown in the conversation's history: false for a thread's reply not sent there too. */
  inConversation: boolean
  /** Its first link (`previewAddress`), for the preview made after the send; null for none. */
  link: string | null
}

type SendChunks = { [K in keyof SendValues]: SQL }
export interface SentRow extends Record<string, unknown> {
  id: string
  seq: string
  created_at: Date | string
}

const NAMES: (keyof SendValues)[] = [
  'schoolId',
  'senderId',
  'conversationId',
  'clientId',
  'body',
  'fileIds',
  'preview',
  'replyToId',
  'mentions',
  'mentionedIds',
  'forwarded',
  'broadcast',
  'threadId',
  'inConversation',
  'link',
]

/**
 * The send as one statement: take the seq locks (the school's shared, the conversation's
 * row: `seq.ts`), insert if the sender is a member (nothing on a repeated clientId), attach
 * the files, move the conversation's last message and the sender's read pointer (a thread's
 * reply only in its thread: its starter's seq, so its summary travels, and the thread's
 * followers, decision 096), and write the outbox message (its members and the conversation's name read at the insert). Each
 * value is an SQL chunk: a placeholder (`preparedSend`) or a parameter (`sendWith`).
 */
function sendSql(v: SendChunks, outbox: Outbox): SQL {
  const outboxInsert = outbox.emitFrom(v.schoolId, 'chat.message_sent', {}, sql`m`, {
    conversationId: sql`${v.conversationId}::int`,
    senderId: sql`${v.senderId}::int`,
    preview: sql`${v.preview}::text`,
    messageId: sql`m.id`,
    mentionedIds: sql`${v.mentionedIds}::jsonb`,
    link: sql`${v.link}::text`,
    memberIds: sql`(select coalesce(jsonb_agg(p.user_id), '[]'::jsonb) from chat_participants p
        where p.conversation_id = ${v.conversationId} and p.left_at is null)`,
    // A channel is named with its club: "Chess Club · Announcements".
    threadId: sql`${v.threadId}::bigint`,
    inConversation: sql`${v.inConversation}::boolean`,
    conversationName: sql`(select coalesce(k.name || ' · ' || c.name, c.name) from chat_conversations c
        left join clubs k on k.id = c.club_id where c.id = ${v.conversationId})`,
  })
  return sql`
    with seq_lock as (select ${seqLockShared(v.schoolId)}),
    conversation_lock as (
      select c.id from chat_conversations c, seq_lock
      where c.id = ${v.conversationId} and c.archived_at is null for no key update of c
    ),
    m as (
      insert into chat_messages (conversation_id, school_id, sender_id, client_id, body, reply_to_id,
        mentions, forwarded, broadcast, thread_id, in_conversation)
      select ${v.conversationId}::int, ${v.schoolId}::int, ${v.senderId}::int, ${v.clientId}::text,
        ${v.body}::text, ${v.replyToId}::bigint, ${v.mentions}::jsonb, ${v.forwarded}::boolean,
        ${v.broadcast}::text, ${v.threadId}::bigint, ${v.inConversation}::boolean
      from conversation_lock
      where exists (select 1 from chat_participants p where p.conversation_id = ${v.conversationId}
        and p.user_id = ${v.senderId} and p.left_at is null and p.can_post)
      on conflict (sender_id, client_id) do nothing
      returning id, seq, created_at
    ),
    attached as (
      update chat_files set message_id = m.id, conversation_id = ${v.conversationId}
      from m where cardinality(${v.fileIds}::text[]) > 0
        and chat_files.id = any(${v.fileIds}::text[])
    ),
    conversation as (
      update chat_conversations set last_message_id = m.id, activity_at = now()
      from m where chat_conversations.id = ${v.conversationId} and ${v.inConversation}::boolean
    ),
    pointer as (
      update chat_participants set last_read_message_id = m.id
      from m where chat_participants.conversation_id = ${v.conversationId}
        and chat_participants.user_id = ${v.senderId} and ${v.inConversation}::boolean
    ),
    thread_root as (
      update chat_messages set seq = nextval('chat_message_seq')
      from m where chat_messages.id = ${v.threadId}::bigint
    ),
    thread_followers as (
      insert into chat_thread_follows (root_id, user_id, school_id, conversation_id, last_read_id)
      select ${v.threadId}::bigint, ${v.senderId}::int, ${v.schoolId}::int, ${v.conversationId}::int, m.id
      from m where ${v.threadId}::bigint is not null
      union all
      select r.id, r.sender_id, r.school_id, r.conversation_id, 0
      from chat_messages r, m where r.id = ${v.threadId}::bigint and r.sender_id <> ${v.senderId}
      on conflict (root_id, user_id) do update
        set last_read_id = greatest(chat_thread_follows.last_read_id, excluded.last_read_id)
    ),
    outbox_message as (${outboxInsert})
    select id, seq, created_at from m`
}

/**
 * The send as a named statement (issue 33 item 6): its text is made once here, and each
 * connection parses and plans it once, where each send parsed and planned the whole
 * statement before (and built it with Drizzle). `query` is for `pool.query`.
 */
export function preparedSend(outbox: Outbox): (values: SendValues) => {
  name: string
  text: string
  values: unknown[]
} {
  const chunks = Object.fromEntries(
    NAMES.map((name) => [name, sql`${sql.placeholder(name)}`]),
  ) as SendChunks
  const { sql: text, params } = new PgDialect().sqlToQuery(sendSql(chunks, outbox))
  return (values) => ({
    name: 'chat_send_message',
    text,
    values: fillPlaceholders(params, { ...values }),
  })
}

/** The same statement with its values as parameters, in a transaction (a send with files). */
export async function sendWith(tx: DbOrTx, outbox: Outbox, values: SendValues) {
  const chunks = Object.fromEntries(
    NAMES.map((name) => [name, sql`${sql.param(values[name])}`]),
  ) as SendChunks
  const result = await tx.execute<SentRow>(sendSql(chunks, outbox))
  return result.rows[0]
}
