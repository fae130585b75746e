import { sql } from 'drizzle-orm'
import { users } from '../../platform/db/schema.ts'

/**
 * A person's photo as others see it, for a select over `users`: none while a moderator has
 * their profile hidden (issue 30 debt 2: "a hidden profile's photo is no longer drawn
 * anywhere"). The row keeps the photo as evidence for moderators (decision 032), who read
 * `users.photoUrl` itself; so does the person's own data export.
 */
export const shownPhotoUrl = sql<string | null>`(case when exists (
  select 1 from profiles hidden_profile
  where hidden_profile.user_id = ${users.id} and hidden_profile.moderation_hidden_at is not null
) then null else ${users.photoUrl} end)`
