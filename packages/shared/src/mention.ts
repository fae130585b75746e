import * as z from 'zod/mini'

/** Someone a text @mentions (issue 16 in the feed, issue 35 item 3 in chat): as written, `@{name}`. */
export const Mention = z.object({ uid: z.string(), name: z.string() })
export type Mention = z.infer<typeof Mention>
