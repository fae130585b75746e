import type { Poll } from '@quad/shared'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { formatDate, formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useVote } from '../post-mutations.ts'
import { PollResults } from './poll-results.tsx'

/**
 * A post's poll: a radio group (a checkbox group when several may be chosen) until the
 * student votes or the poll closes, then the results as bars (issue 16 item 2).
 */
/** `readOnly`: a visitor sees the results and cannot vote. */
export function PostPoll({
  postId,
  poll,
  readOnly = false,
}: {
  postId: string
  poll: Poll
  readOnly?: boolean
}) {
  const questionId = useId()
  const vote = useVote(postId)
  const [chosen, setChosen] = useState<string[]>([])
  const voted = poll.myVotes.length > 0
  const votersText =
    poll.voters === 1
      ? t('feed.pollVotersOne')
      : t('feed.pollVoters', { count: formatNumber(poll.voters) })
  const closing = poll.closed
    ? t('feed.pollClosed')
    : poll.closesAt
      ? t('feed.pollClosesAt', { date: formatDate(new Date(poll.closesAt), 'long') })
      : null
  const toggle = (id: string, on: boolean) =>
    setChosen((old) =>
      poll.multiple ? (on ? [...old, id] : old.filter((value) => value !== id)) : [id],
    )
  return (
    <section
      aria-labelledby={questionId}
      className="mt-3 rounded-xl border border-zinc-300 p-4 dark:border-zinc-700"
    >
      <h3 id={questionId} className="font-semibold text-zinc-900 dark:text-zinc-50">
        {poll.question}
      </h3>
      {voted || poll.closed || readOnly ? (
        <PollResults poll={poll} />
      ) : (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault()
            if (chosen.length > 0) vote.mutate({ optionIds: chosen })
          }}
        >
          {/* Named by the question above: a legend would say it twice. */}
          <fieldset aria-labelledby={questionId}>
            {poll.multiple ? (
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('feed.pollMultiple')}</p>
            ) : null}
            <div className="mt-2 flex flex-col gap-1">
              {poll.options.map((option) => (
                <label
                  key={option.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
                >
                  <input
                    type={poll.multiple ? 'checkbox' : 'radio'}
                    name={`poll-${postId}`}
                    value={option.id}
                    checked={chosen.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    className="size-5 accent-school"
                  />
                  <span className="text-zinc-900 dark:text-zinc-50">{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="mt-2" disabled={chosen.length === 0 || vote.isPending}>
            {t('feed.pollVote')}
          </Button>
        </form>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-zinc-700 dark:text-zinc-300">
        <span>{votersText}</span>
        {closing ? <span>{closing}</span> : null}
        {voted && !poll.closed ? (
          <button
            type="button"
            disabled={vote.isPending}
            onClick={() => {
              setChosen([])
              vote.mutate({ optionIds: [] })
            }}
            className="min-h-11 font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
          >
            {t('feed.pollTakeBack')}
          </button>
        ) : null}
      </p>
    </section>
  )
}
