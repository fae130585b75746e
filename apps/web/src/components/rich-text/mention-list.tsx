import { t } from '../../lib/i18n/t.ts'
import type { MentionPicker } from './use-mention-picker.ts'

interface MentionListProps {
  id: string
  picker: MentionPicker
  /** Below the field (the post editor), or above it (the chat composer at the bottom). */
  placement?: 'below' | 'above'
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`

/**
 * The schoolmates matching the `@name` being typed, below the editor (absolutely placed:
 * nothing moves). Focus stays in the editor; the active option is its aria-activedescendant.
 */
export function MentionList({ id, picker, placement = 'below' }: MentionListProps) {
  const { isOpen, suggestions, activeIndex, pick } = picker
  return (
    <>
      <p role="status" className="sr-only">
        {isOpen ? t('richText.mentionCount', { count: suggestions.length }) : ''}
      </p>
      {isOpen ? (
        <ul
          id={id}
          role="listbox"
          aria-label={t('richText.mentionList')}
          className={`absolute z-20 ${placement === 'below' ? 'inset-x-0 top-full mt-1' : 'inset-x-2 bottom-full mb-1 sm:right-auto sm:left-14 sm:w-80'} max-h-72 overflow-y-auto rounded-lg border border-zinc-300 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900`}
        >
          {suggestions.map((person, index) => (
            <li
              key={person.uid}
              id={mentionOptionId(id, index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep the caret in the editor: the mention goes where it is.
              onMouseDown={(event) => {
                event.preventDefault()
              }}
              onClick={() => {
                pick(person)
              }}
              className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-zinc-900 aria-selected:bg-zinc-200 dark:text-zinc-50 dark:aria-selected:bg-zinc-700"
            >
              {person.photoUrl ? (
                <img
                  src={person.photoUrl}
                  alt=""
                  width={32}
                  height={32}
                  className="size-8 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-full bg-zinc-200 text-sm font-semibold dark:bg-zinc-700"
                >
                  {person.note ? '@' : person.name.slice(0, 1)}
                </span>
              )}
              <span className="min-w-0">
                <span className="block truncate">{person.name}</span>
                {person.note ? (
                  <span className="block truncate text-sm text-zinc-700 dark:text-zinc-300">
                    {person.note}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
