import type { ChatPerson } from '@quad/shared'
import { users } from '../../platform/db/schema.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

/** A chat person's columns, joined from `users` (the photo as its owner's privacy shows it). */
export const personColumns = {
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: shownPhotoUrl,
}

export function presentPerson(row: ChatPerson): ChatPerson {
  return { uid: row.uid, firstName: row.firstName, lastName: row.lastName, photoUrl: row.photoUrl }
}
