import type { Room } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useArchiveRoom } from '../api.ts'

const CHIP =
  'rounded-full bg-zinc-100 px-2.5 py-0.5 text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100'

/** One room in the admin list: its name, capacity and features; Edit and Archive. */
export function RoomRow({ room, onEdit }: { room: Room; onEdit: () => void }) {
  const archive = useArchiveRoom()
  const onArchive = () => {
    archive.mutate(room.id, {
      onSuccess: () => toast(t('adminRooms.archived', { name: room.name })),
      onError: (error) =>
        toast(t('adminRooms.failed', { reason: error.message }), { type: 'Error' }),
    })
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:flex-row sm:items-center dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words">{room.name}</h3>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {room.capacity === null
            ? t('adminRooms.uncounted')
            : t('adminRooms.holds', { count: String(room.capacity) })}
        </p>
        {room.features.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {room.features.map((feature) => (
              <li key={feature} className={`break-words ${CHIP}`}>
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          aria-label={t('adminRooms.editLabel', { name: room.name })}
          onClick={onEdit}
        >
          {t('adminRooms.edit')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('adminRooms.archiveLabel', { name: room.name })}
          disabled={archive.isPending}
          onClick={onArchive}
        >
          {t('adminRooms.archive')}
        </Button>
      </div>
    </li>
  )
}
