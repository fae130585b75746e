import { z } from 'zod'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { subscribe, type AnySubscriber } from '../../platform/outbox/messages.ts'
import { previewMessage } from './link-previews.service.ts'

export const LINK_PREVIEW_JOB = 'chat-link-preview'

const LinkJob = z.object({ messageId: z.number().int(), url: z.string() })

/**
 * A sent message with a link queues its preview (decision 097): a job, so the send is never
 * delayed nor failed by the page, and whichever instance is free fetches it.
 */
export function linkPreviewSubscribers({ jobs }: ModuleContext): AnySubscriber[] {
  return [
    subscribe({
      message: 'chat.message_sent',
      name: 'chat:link-preview',
      async handle({ payload }, { tx }) {
        if (!payload.link) return
        await jobs.enqueue(tx, LINK_PREVIEW_JOB, {
          messageId: payload.messageId,
          url: payload.link,
        })
      },
    }),
  ]
}

/** The preview job: prompt (the preview follows its message within a second or two). */
export function linkPreviewJob({
  database,
  outbound,
  storage,
  realtime,
}: ModuleContext): JobDefinition {
  const deps = { db: database.db, outbound, storage, realtime }
  return {
    name: LINK_PREVIEW_JOB,
    pollSeconds: 1,
    concurrency: 2,
    // A page's own failures are cached as "no preview", never retried; this retries the database.
    retryLimit: 2,
    retryDelaySeconds: 5,
    handler: (payload) => previewMessage(deps, LinkJob.parse(payload)),
  }
}
