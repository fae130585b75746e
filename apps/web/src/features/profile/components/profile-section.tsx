import type { ReactNode } from 'react'

interface ProfileSectionProps {
  title: string
  /** One below the card's own heading: h2 on the page, h3 in the dialog. */
  headingLevel: 2 | 3
  children: ReactNode
}

export function ProfileSection({ title, headingLevel, children }: ProfileSectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="border-t border-zinc-200 px-6 py-5 dark:border-zinc-800">
      <Heading className="text-sm font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
        {title}
      </Heading>
      <div className="mt-2.5 text-zinc-900 dark:text-zinc-100">{children}</div>
    </section>
  )
}
