import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { feedQuery, useNewFeedAddress } from '../api.ts'
import { FeedAddressField } from './feed-address-field.tsx'

type Confirming = null | { kind: 'reset' | 'change'; includeClubs: boolean }

/**
 * The feed's address with Copy, the "my clubs too" switch and Reset. Any change makes a new
 * address and the old one stops working (api.md `POST /calendar/feed-token`), so both ask
 * first, in place: Cancel takes focus, so Enter never resets by accident.
 */
export function SubscribePanel() {
  const feed = useQuery(feedQuery)
  const renew = useNewFeedAddress()
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [draftClubs, setDraftClubs] = useState(false)
  const address = feed.data ?? null
  const includeClubs = address ? address.includeClubs : draftClubs

  if (confirming) {
    const isReset = confirming.kind === 'reset'
    return (
      <div className="p-5">
        <h3 className="text-lg font-semibold">
          {t(isReset ? 'calendar.resetTitle' : 'calendar.changeTitle')}
        </h3>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('calendar.resetBody')}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" autoFocus onClick={() => setConfirming(null)}>
            {t('calendar.cancel')}
          </Button>
          <Button
            onClick={() => {
              renew.mutate(confirming.includeClubs)
              setConfirming(null)
            }}
          >
            {t(isReset ? 'calendar.resetConfirm' : 'calendar.changeConfirm')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4 p-5">
      <p className="text-zinc-700 dark:text-zinc-300">{t('calendar.subscribeBody')}</p>
      {feed.isPending ? <p role="status">{t('calendar.feedLoading')}</p> : null}
      {address ? <FeedAddressField url={address.url} /> : null}
      <SwitchField
        label={t('calendar.includeClubs')}
        description={t('calendar.includeClubsHint')}
        field="includeClubs"
        checked={includeClubs}
        disabled={feed.isPending || renew.isPending}
        onChange={(checked) => {
          if (address) setConfirming({ kind: 'change', includeClubs: checked })
          else setDraftClubs(checked)
        }}
      />
      <div role="status" className="min-h-6 text-sm">
        {renew.isSuccess ? t('calendar.newAddress') : null}
      </div>
      {feed.isError || renew.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('calendar.feedError', { reason: (renew.error ?? feed.error)?.message ?? '' })}
        </p>
      ) : null}
      <div className="flex justify-end">
        {address ? (
          <Button
            variant="secondary"
            disabled={renew.isPending}
            onClick={() => setConfirming({ kind: 'reset', includeClubs })}
          >
            {t('calendar.reset')}
          </Button>
        ) : (
          <Button
            disabled={feed.isPending || renew.isPending}
            onClick={() => renew.mutate(draftClubs)}
          >
            {renew.isPending ? t('calendar.creating') : t('calendar.create')}
          </Button>
        )}
      </div>
    </div>
  )
}
