import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { EMOJI_GROUPS } from './emoji-data.ts'
import { searchEmoji, type EmojiEntry, type EmojiKeywords } from './emoji-search.ts'
import { quickReactions } from './recent-reactions.ts'
import { SKIN_TONES, withTone, type SkinTone } from './skin-tone.ts'

interface ReactionPickerProps {
  /** Emoji the student has already given on this message: shown pressed. */
  mine: readonly string[]
  onPick: (emoji: string) => void
}

const TONE_NAMES = [
  'chat.toneNone',
  'chat.toneLight',
  'chat.toneMediumLight',
  'chat.toneMedium',
  'chat.toneMediumDark',
  'chat.toneDark',
] as const

const NO_GROUP = { id: '', name: '', emojis: [] }

/** Emoji a row holds in the grid (Up and Down move by it). */
const COLUMNS = 8

const emojiButtonLook =
  'grid place-items-center rounded-lg text-2xl leading-none hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus aria-pressed:bg-school/15 aria-pressed:ring-2 aria-pressed:ring-school dark:hover:bg-zinc-800 dark:focus-visible:outline-white'
const emojiButtonClass = `size-11 ${emojiButtonLook}`
/** In the grid: eight to a row however narrow the phone. */
const gridButtonClass = `h-10 w-full ${emojiButtonLook}`

/**
 * The emoji picker (issue 35 item 1): the student's recent reactions and the usual ones
 * first, a search by name and by the words people use ("lol"), a skin tone, and Unicode's
 * emoji one group at a time — native emoji drawn by the device, nothing fetched but this
 * code. The grid is one Tab stop: arrows move within it, Home and End go to its ends, Enter picks.
 */
export function ReactionPicker({ mine, onPick }: ReactionPickerProps) {
  const searchId = useId()
  const [query, setQuery] = useState('')
  const [tone, setTone] = useState<SkinTone>('')
  // One group at a time: a phone draws a few hundred buttons, not Unicode's 1,800.
  const [groupId, setGroupId] = useState(EMOJI_GROUPS[0]?.id)
  const group = EMOJI_GROUPS.find((each) => each.id === groupId) ?? EMOJI_GROUPS[0] ?? NO_GROUP
  const [keywords, setKeywords] = useState<EmojiKeywords | undefined>()
  useEffect(() => {
    if (query === '' || keywords) return
    let live = true
    void import('./emoji-keywords.ts').then((module) => {
      if (live) setKeywords(module.EMOJI_KEYWORDS)
    })
    return () => {
      live = false
    }
  }, [query, keywords])
  const found = query.trim() ? searchEmoji(EMOJI_GROUPS, query, keywords) : null
  const shown = (entry: EmojiEntry) => (entry.tones ? withTone(entry.emoji, tone) : entry.emoji)

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('chat.quickReactions')} className="flex flex-wrap gap-1">
        {quickReactions().map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-pressed={mine.includes(emoji)}
            className={emojiButtonClass}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('chat.searchEmoji')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t('chat.searchEmojiExample')}
          onChange={(event) => setQuery(event.target.value)}
          className={fieldControlClass}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="mb-1 text-sm font-medium">{t('chat.skinTone')}</legend>
        {SKIN_TONES.map((choice, index) => (
          <button
            key={choice || 'none'}
            type="button"
            aria-pressed={tone === choice}
            aria-label={t(TONE_NAMES[index] ?? 'chat.toneNone')}
            className={emojiButtonClass}
            onClick={() => setTone(choice)}
          >
            {withTone('✋', choice)}
          </button>
        ))}
      </fieldset>
      {found ? (
        <section aria-label={t('chat.emojiResults')}>
          <p role="status" className="mb-2 text-sm text-zinc-700 dark:text-zinc-300">
            {found.length === 0
              ? t('chat.emojiNone', { query: query.trim() })
              : t('chat.emojiFound', { count: found.length })}
          </p>
          <EmojiGrid
            entries={found}
            label={t('chat.emojiResults')}
            shown={shown}
            mine={mine}
            onPick={onPick}
          />
        </section>
      ) : (
        <>
          <div role="group" aria-label={t('chat.emojiGroups')} className="flex flex-wrap gap-1">
            {EMOJI_GROUPS.map((each) => (
              <button
                key={each.id}
                type="button"
                aria-pressed={each.id === group.id}
                aria-label={each.name}
                title={each.name}
                className={emojiButtonClass}
                onClick={() => setGroupId(each.id)}
              >
                {each.emojis[0]?.emoji}
              </button>
            ))}
          </div>
          <section aria-labelledby={`${searchId}-group`}>
            <h3 id={`${searchId}-group`} className="mb-1 text-sm font-semibold">
              {group.name}
            </h3>
            <EmojiGrid
              key={group.id}
              entries={group.emojis}
              label={group.name}
              shown={shown}
              mine={mine}
              onPick={onPick}
            />
          </section>
        </>
      )}
    </div>
  )
}

interface EmojiGridProps {
  entries: readonly EmojiEntry[]
  label: string
  shown: (entry: EmojiEntry) => string
  mine: readonly string[]
  onPick: (emoji: string) => void
}

/** One group's emoji: a single Tab stop, arrows within it (roving tabindex). */
function EmojiGrid({ entries, label, shown, mine, onPick }: EmojiGridProps) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.min(active, entries.length - 1)
  const move = (event: KeyboardEvent, index: number) => {
    const steps: Partial<Record<string, number>> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
      Home: -index,
      End: entries.length - 1 - index,
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    const next = Math.max(0, Math.min(entries.length - 1, index + step))
    setActive(next)
    buttons.current[next]?.focus()
  }
  return (
    <div role="group" aria-label={label} className="grid grid-cols-8 gap-0.5">
      {entries.map((entry, index) => {
        const emoji = shown(entry)
        return (
          <button
            key={entry.emoji}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={entry.name}
            aria-pressed={mine.includes(emoji)}
            title={entry.name}
            className={gridButtonClass}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => move(event, index)}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        )
      })}
    </div>
  )
}
