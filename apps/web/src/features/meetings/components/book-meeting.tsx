import '../book-messages.ts'
import type { UserProfile } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { personSlotsQuery } from '../person-slots.ts'
import { nameOf } from '../person-name.ts'

// Loaded on first use, with its strings and the school-clock formatting: a profile card is
// on many pages (the directory, chat, settings' preview), and most never open it.
const BookMeetingDialog = lazy(() =>
  import('./book-meeting-dialog.tsx').then((module) => ({ default: module.BookMeetingDialog })),
)

/**
 * A profile's "Book a meeting" (issue 36 item 6): shown when the person has open upcoming
 * slots, or the viewer holds a booking with them (to see or cancel it). Someone blocked
 * either way answers 404, as the API hides them: nothing is shown.
 */
export function BookMeeting({
  profile,
}: {
  profile: Pick<UserProfile, 'uid' | 'firstName' | 'lastName'>
}) {
  const slots = useQuery({ ...personSlotsQuery(profile.uid), retry: false })
  const [open, setOpen] = useState(false)
  const items = slots.data?.items ?? []
  if (items.length === 0) return null
  const name = nameOf(profile)
  return (
    <div className="flex w-full justify-center">
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('meetings.bookAction')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BookMeetingDialog
            name={name}
            slots={items}
            onClose={() => {
              setOpen(false)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
