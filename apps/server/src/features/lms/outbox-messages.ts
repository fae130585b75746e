/** What a student is told once about one synced item (`lms_notices.kind`). */
export type LmsNoticeKind = 'assignment' | 'quiz' | 'announcement' | 'grade' | 'due-reminder'

declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /**
     * A student is due one academic notice (issue 17): a new assignment or quiz with a
     * due date, a newly graded submission, a new announcement, or the due-date reminder.
     * Raised only once its `lms_notices` row was inserted in the same transaction, so
     * each notice goes out once per student and item. `itemId` is the local assignment
     * or announcement id.
     */
    'lms.noticed': { userId: number; notice: LmsNoticeKind; itemId: number }
  }
}

export {}
