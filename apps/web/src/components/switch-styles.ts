/** The track and knob of an on/off switch (SwitchField, and the notification matrix's cells). */
export function switchTrackClass(checked: boolean): string {
  return (
    'rounded-full border-2 transition-colors motion-reduce:transition-none ' +
    (checked
      ? 'border-school bg-school'
      : 'border-zinc-500 bg-zinc-200 dark:border-zinc-400 dark:bg-zinc-700')
  )
}

export const switchKnobClass =
  'rounded-full bg-white shadow ring-1 ring-zinc-400 transition-transform motion-reduce:transition-none'
