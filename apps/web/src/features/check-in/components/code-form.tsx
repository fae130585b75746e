import { TICKET_CODE_LENGTH, TicketCode } from '@quad/shared'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import {
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import * as z from 'zod/mini'
import { normaliseCode } from '../scan-payload.ts'

interface CodeFormProps {
  isPending: boolean
  onCode: (code: string) => void
}

/**
 * The typed code, for accessibility and bad cameras (issue 15 item 4): big, upper case as
 * typed, only the ticket alphabet; checked with the shared TicketCode before sending.
 */
export function CodeForm({ isPending, onCode }: CodeFormProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [isInvalid, setInvalid] = useState(false)
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = z.safeParse(TicketCode, code)
        if (!parsed.success) {
          setInvalid(true)
          input.current?.focus()
          return
        }
        onCode(parsed.data)
        setCode('')
        // Ready for the next attendee in the queue.
        input.current?.focus()
      }}
    >
      <label htmlFor={id} className={fieldLabelClass}>
        {t('checkIn.codeLabel')}
      </label>
      <p id={`${id}-hint`} className={fieldHintClass}>
        {t('checkIn.codeHint', { length: TICKET_CODE_LENGTH })}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={TICKET_CODE_LENGTH + 4}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={`${id}-hint${isInvalid ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setCode(normaliseCode(event.target.value))
            setInvalid(false)
          }}
          className="min-h-16 min-w-0 flex-1 basis-48 rounded-xl border-2 border-zinc-500 bg-white px-4 text-center font-mono text-3xl tracking-[0.3em] text-zinc-900 uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-red-700 dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-50 dark:focus-visible:outline-white"
        />
        <Button type="submit" disabled={isPending} className="min-h-16 px-8 text-lg">
          {t('checkIn.submit')}
        </Button>
      </div>
      {isInvalid ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {t('checkIn.codeInvalid', { length: TICKET_CODE_LENGTH })}
        </p>
      ) : null}
    </form>
  )
}
