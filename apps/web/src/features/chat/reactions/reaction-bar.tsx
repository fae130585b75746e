import type { ChatReaction } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { reactorList } from './shown-reactions.ts'

interface ReactionBarProps {
  reactions: ChatReaction[]
  selfUid: string
  own: boolean
  nameOf: (uid: string) => string | undefined
  onToggle: (emoji: string, on: boolean) => void
}

/** Words for `reactorList`, from the catalogue. */
export function reactorWords() {
  return {
    you: t('chat.reactorYou'),
    others: (count: number) =>
      t(count === 1 ? 'chat.reactorOther' : 'chat.reactorOthers', { count }),
    and: t('chat.reactorAnd'),
    someone: t('chat.reactorSomeone'),
  }
}

/**
 * A message's reactions under its bubble: one button a kind, with its count, pressed when
 * the student's own is among them; a press gives or takes back theirs. Who reacted is in
 * each button's name and its tooltip.
 */
export function ReactionBar({ reactions, selfUid, own, nameOf, onToggle }: ReactionBarProps) {
  if (reactions.length === 0) return null
  const words = reactorWords()
  return (
    <ul
      aria-label={t('chat.reactionsLabel')}
      className={`mt-1 flex max-w-[85%] flex-wrap gap-1 px-1 md:max-w-[70%] ${own ? 'justify-end' : ''}`}
    >
      {reactions.map((reaction) => {
        const mine = reaction.uids.includes(selfUid)
        const who = reactorList(reaction, selfUid, nameOf, words)
        return (
          <li key={reaction.emoji}>
            <button
              type="button"
              aria-pressed={mine}
              aria-label={t('chat.reactionName', {
                emoji: reaction.emoji,
                count: reaction.count,
                who,
              })}
              title={who}
              onClick={() => onToggle(reaction.emoji, !mine)}
              className={
                'inline-flex min-h-8 items-center gap-1 rounded-full border px-2 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:focus-visible:outline-white ' +
                (mine
                  ? 'border-school bg-school/10 font-semibold text-zinc-900 dark:bg-school/25 dark:text-zinc-50'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800')
              }
            >
              <span aria-hidden="true" className="text-base leading-none">
                {reaction.emoji}
              </span>
              <span aria-hidden="true">{reaction.count}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
