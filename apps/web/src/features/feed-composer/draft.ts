import {
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POST_TEXT_MAX,
  type ClubChannel,
  type CreatePostBody,
} from '@quad/shared'
import type * as z from 'zod/mini'
import type { FormErrors } from '../../lib/form-errors.ts'
import { t } from '../../lib/i18n/t.ts'

export interface PollDraft {
  question: string
  options: string[]
  multiple: boolean
  /** `datetime-local` in the student's own zone; empty: open while the post is. */
  closesAt: string
}

export interface PostDraft {
  body: string
  title: string
  poll: PollDraft | null
  sharedToSchool: boolean
}

/** Where the composer posts: the school feed without a club, else the club's channel. */
export interface PostTarget {
  clubId?: string | undefined
  channel?: ClubChannel | undefined
  /** A public club's news may also show in the school feed (issue 16 item 2). */
  clubIsPublic?: boolean | undefined
}

export const EMPTY_DRAFT: PostDraft = { body: '', title: '', poll: null, sharedToSchool: false }
export const EMPTY_POLL: PollDraft = {
  question: '',
  options: ['', ''],
  multiple: false,
  closesAt: '',
}

/** Sent with every try of one draft, so a retried send is one post (the contract's clientId). */
export function newClientId(): string {
  return crypto.randomUUID()
}

export function isForum(target: PostTarget): boolean {
  return target.clubId !== undefined && target.channel === 'forum'
}

export function canShareToSchool(target: PostTarget): boolean {
  return (
    target.clubId !== undefined && (target.channel ?? 'news') === 'news' && !!target.clubIsPublic
  )
}

/** The text a reader sees, which POST_TEXT_MAX counts (not the markup). */
export function plainText(html: string): string {
  // An empty draft has no text: no parser needed (the server's render has none).
  if (html === '') return ''
  return new DOMParser().parseFromString(html, 'text/html').body.textContent
}

export function createBody(
  draft: PostDraft,
  target: PostTarget,
  fileIds: string[],
  clientId: string,
): z.input<typeof CreatePostBody> {
  const { poll } = draft
  return {
    body: draft.body,
    clientId,
    ...(target.clubId ? { clubId: target.clubId, channel: target.channel ?? 'news' } : {}),
    ...(isForum(target) ? { title: draft.title } : {}),
    ...(fileIds.length > 0 ? { fileIds } : {}),
    ...(canShareToSchool(target) && draft.sharedToSchool ? { sharedToSchool: true } : {}),
    ...(poll
      ? {
          poll: {
            question: poll.question,
            options: poll.options,
            multiple: poll.multiple,
            ...(poll.closesAt ? { closesAt: new Date(poll.closesAt).toISOString() } : {}),
          },
        }
      : {}),
  }
}

/**
 * What the shared schema cannot say: a post needs text, a photo or a poll (the server's
 * rule, issue 16 item 2), its text at most POST_TEXT_MAX, a poll closing in the future.
 */
export function draftErrors(draft: PostDraft, hasImages: boolean, now = new Date()): FormErrors {
  const errors: FormErrors = {}
  const length = plainText(draft.body).trim().length
  if (length === 0 && !hasImages && !draft.poll) errors['body'] = t('feedComposer.bodyEmpty')
  if (length > POST_TEXT_MAX) errors['body'] = t('feedComposer.bodyTooLong', { max: POST_TEXT_MAX })
  const closes = draft.poll?.closesAt
  if (closes && new Date(closes) <= now) errors['poll.closesAt'] = t('feedComposer.pollClosesPast')
  return errors
}

/** The schema's words where a student most often goes wrong; the server's keep their own. */
export function friendlier(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (key === 'title') return [key, t('feedComposer.titleMissing')]
      if (key === 'poll.question') return [key, t('feedComposer.pollQuestionMissing')]
      if (/^poll\.options\.\d+$/.test(key)) return [key, t('feedComposer.pollOptionMissing')]
      if (key === 'poll.options') {
        const range = { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX }
        return [key, t('feedComposer.pollOptionsCount', range)]
      }
      return [key, message]
    }),
  )
}
