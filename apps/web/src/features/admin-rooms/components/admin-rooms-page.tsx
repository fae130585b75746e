import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { Room } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { adminRoomsQuery } from '../api.ts'
import { RoomDialog } from './room-dialog.tsx'
import { RoomRow } from './room-row.tsx'

/** Which room the dialog edits (null: a new one). */
interface Editing {
  room: Room | null
}

/**
 * /admin/rooms (decision 105): the school's rooms by name, Add a room, and each room's
 * Edit and Archive. The console's page heading is the route's (`header`, given the button).
 */
export function AdminRoomsPage({ header }: { header: (actions: ReactNode) => ReactNode }) {
  const [editing, setEditing] = useState<Editing | null>(null)
  const rooms = useQuery(adminRoomsQuery)
  const items = rooms.data?.items ?? []
  const open = (room: Room | null) => {
    setEditing({ room })
  }
  return (
    <div className="flex flex-col gap-5">
      {header(
        <Button
          onClick={() => {
            open(null)
          }}
        >
          {t('adminRooms.add')}
        </Button>,
      )}
      {rooms.isPending ? <p role="status">{t('adminRooms.loading')}</p> : null}
      {rooms.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('adminRooms.error')}</p>
          <Button variant="secondary" onClick={() => void rooms.refetch()}>
            {t('adminRooms.retry')}
          </Button>
        </div>
      ) : null}
      {rooms.isSuccess && items.length === 0 ? <p role="status">{t('adminRooms.empty')}</p> : null}
      {items.length > 0 ? (
        <ul aria-label={t('adminRooms.listLabel')} className="flex flex-col gap-3">
          {items.map((room) => (
            <RoomRow
              key={room.id}
              room={room}
              onEdit={() => {
                open(room)
              }}
            />
          ))}
        </ul>
      ) : null}
      <RoomDialog
        // Closed between openings, so each opening mounts it afresh from the room as it is.
        key={editing ? (editing.room?.id ?? 'new') : 'closed'}
        room={editing?.room ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null)
        }}
      />
    </div>
  )
}
