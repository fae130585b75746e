import * as z from 'zod/mini'

// Rooms the school defines and events book (issue 37 item 4, decision 105).

export const ROOM_NAME_MAX = 80
export const ROOM_FEATURE_MAX = 40
export const ROOM_FEATURES_MAX = 12
/** A lecture hall, a stadium's stand: more than any event's own cap would hold. */
export const ROOM_CAPACITY_MAX = 100_000

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(ROOM_NAME_MAX))
const Feature = z.string().check(z.trim(), z.minLength(1), z.maxLength(ROOM_FEATURE_MAX))
const Capacity = z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(ROOM_CAPACITY_MAX)))

/** `POST /api/v1/rooms`: a room, how many it holds (null: not counted) and what it has. */
export const RoomBody = z.object({
  name: Name,
  capacity: z._default(Capacity, null),
  features: z._default(z.array(Feature).check(z.maxLength(ROOM_FEATURES_MAX)), []),
})
export type RoomBody = z.infer<typeof RoomBody>

/** `PATCH /api/v1/rooms/{id}`: only the fields sent change. */
export const RoomPatch = z.object({
  name: z.optional(Name),
  capacity: z.optional(Capacity),
  features: z.optional(z.array(Feature).check(z.maxLength(ROOM_FEATURES_MAX))),
})
export type RoomPatch = z.infer<typeof RoomPatch>

export const Room = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.nullable(z.number()),
  features: z.array(z.string()),
})
export type Room = z.infer<typeof Room>

/** `GET /api/v1/rooms`: the school's rooms, by name; `canManage` for staff and admins. */
export const RoomList = z.object({ items: z.array(Room), canManage: z.boolean() })
export type RoomList = z.infer<typeof RoomList>
