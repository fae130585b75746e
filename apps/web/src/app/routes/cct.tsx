import { TranscriptPage } from '../../features/transcript/components/transcript-page.tsx'

// The transcript calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/** Spec 2 /cct (issue 36 item 2): the student's co-curricular transcript. */
export function Component() {
  return <TranscriptPage />
}
