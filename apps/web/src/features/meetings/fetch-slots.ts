import { MeetingSlotList } from '@quad/shared'
import { signedInJson } from '../../lib/http/bearer-client.ts'

/** The person's slots, parsed by the contract (person-slots.ts loads this on first use). */
export const fetchSlots = (uid: string, signal: AbortSignal) =>
  signedInJson(`/api/v1/meetings/${encodeURIComponent(uid)}`, MeetingSlotList, { signal })
