import { defineActions } from '../../platform/policies/actions.ts'

/** What the co-curricular transcript guards (decision 102): reviewing entries, the school's terms. */
export const transcriptActions = defineActions({
  'transcript.review': {
    roles: ['staff', 'school_admin'],
    does: "approve or return students' transcript entries",
  },
  'transcript.configure': {
    roles: ['school_admin'],
    does: "define the transcript's categories and learning outcomes",
  },
})

declare module '../../platform/policies/actions.ts' {
  interface ActionRegistry {
    transcript: typeof transcriptActions
  }
}
