/** The deletion of one due account (payload `{userId}`), queued by the sweep or at once. */
export const ACCOUNT_DELETE_JOB = 'account-deletion.delete'
/** Every few minutes: queues the deletion of every account whose grace period is over. */
export const ACCOUNT_DELETION_SWEEP_JOB = 'account-deletion.sweep'
