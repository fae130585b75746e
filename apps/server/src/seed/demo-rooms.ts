import { RoomBody, type RoomBody as RoomInput } from '@quad/shared'
import { rooms } from '../db/schema/rooms.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/** The demo school's rooms (decision 105), free for its clubs' events to book. */
const DEMO_ROOMS: RoomInput[] = [
  { name: 'Student Union 101', capacity: 40, features: ['projector', 'whiteboard'] },
  { name: 'Student Union Ballroom', capacity: 300, features: ['stage', 'sound system'] },
  { name: 'Hall B 204', capacity: 80, features: ['projector', 'step-free access'] },
  { name: 'Library Seminar Room 3', capacity: 16, features: ['screen', 'quiet'] },
  { name: 'Arts Building Studio', capacity: 25, features: ['sinks', 'easels'] },
  { name: 'South Lawn', capacity: null, features: ['outdoors'] },
]

/** Stores the demo's rooms; draws nothing, so the rest of the seed stays as it was. */
export async function seedDemoRooms(tx: DbOrTx, school: School): Promise<void> {
  await tx
    .insert(rooms)
    .values(DEMO_ROOMS.map((room) => ({ schoolId: school.id, ...RoomBody.parse(room) })))
}
