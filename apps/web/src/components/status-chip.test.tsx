import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusChip, type StatusChipTone } from './status-chip.tsx'

const pill = ['rounded-full', 'px-2.5', 'py-0.5', 'text-sm', 'font-medium']

/** Each tone's colours, light and dark, as the elections, budgets and admin lists showed them. */
const tones: [tone: StatusChipTone, colours: string][] = [
  ['info', 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100'],
  ['success', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'],
  ['warning', 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'],
  ['danger', 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'],
  ['neutral', 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100'],
  ['muted', 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'],
  ['outline', 'border border-zinc-400 text-zinc-800 dark:border-zinc-500 dark:text-zinc-200'],
]

const classesOf = (element: HTMLElement) => element.className.split(' ').sort()

describe('StatusChip', () => {
  it.each(tones)('shows its words as a pill in the %s tone', (tone, colours) => {
    render(<StatusChip tone={tone}>Status {tone}</StatusChip>)
    const chip = screen.getByText(`Status ${tone}`)
    expect(chip.tagName).toBe('SPAN')
    expect(chip).toHaveTextContent(`Status ${tone}`)
    // The pill and this tone's colours, and nothing of another tone.
    expect(classesOf(chip)).toEqual([...pill, ...colours.split(' ')].sort())
  })

  it('keeps to one line as its own box when asked (a table cell)', () => {
    render(
      <StatusChip tone="danger" nowrap>
        Suspended until 3 May
      </StatusChip>,
    )
    const chip = screen.getByText('Suspended until 3 May')
    expect(chip).toHaveClass('inline-block', 'whitespace-nowrap', ...pill, 'bg-red-100')
  })
})
