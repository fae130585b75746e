import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useFinishWelcome } from '../api.ts'

export interface WelcomeStep {
  id: string
  title: string
  intro: string
  content: ReactNode
  /** Saves what the step collected before moving on (its primary button). */
  save?: () => Promise<unknown>
}

interface WelcomeStepsProps {
  name: string
  steps: WelcomeStep[]
  /** Onboarding is recorded as finished: leave the welcome. */
  onFinished: () => void
}

/**
 * The first-run welcome (issue 14): one step at a time, each skippable; the last one's
 * Done (or Skip) records onboarding as finished. Focus moves to each new step's heading.
 */
export function WelcomeSteps({ name, steps, onFinished }: WelcomeStepsProps) {
  const [index, setIndex] = useState(0)
  const [saving, setSaving] = useState(false)
  const finish = useFinishWelcome()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [index])
  const step = steps[index]
  if (!step) return null
  const last = index === steps.length - 1
  const advance = () => {
    moved.current = true
    if (last) finish.mutate(undefined, { onSuccess: onFinished })
    else setIndex(index + 1)
  }
  const saveThenAdvance = async () => {
    if (!step.save) return advance()
    setSaving(true)
    try {
      await step.save()
      advance()
    } catch {
      // The step shows its own failure; the student may fix it or skip.
    } finally {
      setSaving(false)
    }
  }
  const busy = saving || finish.isPending
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('accounts.welcomeTitle', { name })}
        </h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('accounts.welcomeIntro')}</p>
      </header>
      <ol
        className="flex gap-2"
        aria-label={t('accounts.stepOf', { step: index + 1, total: steps.length })}
      >
        {steps.map((item, position) => (
          <li
            key={item.id}
            aria-current={position === index ? 'step' : undefined}
            className={`h-2 flex-1 rounded-full ${position <= index ? 'bg-school' : 'bg-zinc-200 dark:bg-zinc-700'}`}
          >
            <span className="sr-only">{item.title}</span>
          </li>
        ))}
      </ol>
      <section aria-labelledby="welcome-step-title" className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('accounts.stepOf', { step: index + 1, total: steps.length })}
          </p>
          <h2
            id="welcome-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-zinc-900 focus:outline-none dark:text-zinc-50"
          >
            {step.title}
          </h2>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">{step.intro}</p>
        </div>
        {step.content}
      </section>
      <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && advance()}
        >
          {t('accounts.skip')}
        </Button>
        <Button aria-disabled={busy || undefined} onClick={() => void (!busy && saveThenAdvance())}>
          {busy && last ? t('accounts.finishing') : stepAction(step, last)}
        </Button>
      </div>
    </div>
  )
}

function stepAction(step: WelcomeStep, last: boolean): string {
  if (last) return t('accounts.done')
  return step.save ? t('accounts.saveNext') : t('accounts.next')
}
