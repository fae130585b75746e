import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import type { ContactDetails } from '../profile-rules.ts'

interface ContactListProps {
  contact: ContactDetails
}

const LINK =
  'rounded break-all underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'

/** Spec 2 contact details: email, work phone, the address joined by commas, and currentAddress. */
export function ContactList({ contact }: ContactListProps) {
  const rows = [
    contact.email && {
      label: t('profile.email'),
      value: (
        <a href={`mailto:${contact.email}`} className={LINK}>
          {contact.email}
        </a>
      ),
    },
    contact.phoneWork && {
      label: t('profile.workPhone'),
      value: (
        <a href={`tel:${contact.phoneWork.replace(/[^\d+]/g, '')}`} className={LINK}>
          {contact.phoneWork}
        </a>
      ),
    },
    contact.address && { label: t('profile.address'), value: contact.address },
    contact.currentAddress && { label: t('profile.currentAddress'), value: contact.currentAddress },
  ].filter((row) => typeof row === 'object' && row !== null)
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm text-zinc-700 sm:pt-0.5 dark:text-zinc-300">{row.label}</dt>
          <dd className="mb-1 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
