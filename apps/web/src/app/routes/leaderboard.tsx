import { LeaderboardPage } from '../../features/badges/components/leaderboard-page.tsx'

// The leaderboard calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/** /leaderboard (issue 36 item 3): the term's points of the students who show there. */
export function Component() {
  return <LeaderboardPage />
}
