import type { QueryClient } from '@tanstack/react-query'

/** The meetings' query keys, without their calls: the socket's handler needs these alone. */
export const meetingKeys = {
  all: ['meetings'] as const,
  mine: ['meetings', 'mine'] as const,
  person: (uid: string) => ['meetings', 'person', uid] as const,
}

/** Every list of slots and the calendar (booked meetings are in it) read again. */
export async function refreshMeetings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['calendar'] }),
  ])
}
