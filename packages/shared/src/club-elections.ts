import * as z from 'zod/mini'

/*
 * A club's officer election (issue 37 item 2, decision 108): positions, candidates who
 * stand (or whom the officers nominate) until voting opens, a secret ballot for the
 * members at a cut-off date, results once it closes, and the winners made officers when
 * an officer confirms them.
 */

export const ELECTION_TITLE_MAX = 120
export const ELECTION_POSITION_TITLE_MAX = 60
export const ELECTION_POSITIONS_MAX = 12
export const ELECTION_STATEMENT_MAX = 2000
/** Furthest ahead an election may close, in days. */
export const ELECTION_DAYS_MAX = 366

const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(ELECTION_TITLE_MAX))
const PositionTitle = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(ELECTION_POSITION_TITLE_MAX))
/** A moment PostgreSQL keeps: an ISO date-time from the year 2000 on (0000 is out of its range). */
const Moment = z.iso
  .datetime({ offset: true })
  .check(z.refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1), 'is before the year 2000'))
const Id = z.string().check(z.minLength(1), z.maxLength(64))

/**
 * `POST /api/v1/clubs/{id}/elections`. Candidates stand until `votingOpensAt`; those who
 * were members at `eligibleAt` (and still are) vote until `votingClosesAt`.
 */
export const ElectionBody = z.object({
  title: Title,
  positions: z.array(PositionTitle).check(z.minLength(1), z.maxLength(ELECTION_POSITIONS_MAX)),
  eligibleAt: Moment,
  votingOpensAt: Moment,
  votingClosesAt: Moment,
})
export type ElectionBody = z.infer<typeof ElectionBody>

/** `POST …/elections/{electionId}/candidates`: oneself (no `nominee`) or, by an officer, a member. */
export const CandidacyBody = z.object({
  positionId: Id,
  statement: z._default(z.string().check(z.trim(), z.maxLength(ELECTION_STATEMENT_MAX)), ''),
  nominee: z.optional(Id),
})
export type CandidacyBody = z.infer<typeof CandidacyBody>

/**
 * `POST …/elections/{electionId}/ballot`: at most one candidate per position (a position
 * left out is an abstention); cast once.
 */
export const BallotBody = z.object({
  choices: z
    .array(z.object({ positionId: Id, candidateId: Id }))
    .check(z.minLength(1), z.maxLength(ELECTION_POSITIONS_MAX)),
})
export type BallotBody = z.infer<typeof BallotBody>

/** `POST …/elections/{electionId}/confirm`: for each tied position, the candidate chosen. */
export const ConfirmElectionBody = z.object({
  ties: z._default(
    z
      .array(z.object({ positionId: Id, candidateId: Id }))
      .check(z.maxLength(ELECTION_POSITIONS_MAX)),
    [],
  ),
})
export type ConfirmElectionBody = z.infer<typeof ConfirmElectionBody>

/** Where an election stands, from its dates and what was done to it. */
export const ElectionPhase = z.enum(['nominating', 'voting', 'closed', 'confirmed', 'cancelled'])
export type ElectionPhase = z.infer<typeof ElectionPhase>

export const Candidate = z.object({
  id: z.string(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  statement: z.string(),
  /** Stood themselves (false: an officer nominated them). */
  selfNominated: z.boolean(),
  /** Once the election has closed: the votes they received; null before. */
  votes: z.nullable(z.number()),
})
export type Candidate = z.infer<typeof Candidate>

export const ElectionPosition = z.object({
  id: z.string(),
  title: z.string(),
  candidates: z.array(Candidate),
  /**
   * Once closed: the candidates with the most votes (more than one is a tie, none when
   * nobody stood); after confirmation, the one made officer. Empty before.
   */
  leaders: z.array(z.string()),
  /** The candidate chosen among the tied at confirmation, else null. */
  tieChosen: z.nullable(z.string()),
})
export type ElectionPosition = z.infer<typeof ElectionPosition>

export const ElectionSummary = z.object({
  id: z.string(),
  title: z.string(),
  phase: ElectionPhase,
  eligibleAt: z.string(),
  votingOpensAt: z.string(),
  votingClosesAt: z.string(),
})
export type ElectionSummary = z.infer<typeof ElectionSummary>

export const Election = z.object({
  ...ElectionSummary.shape,
  clubId: z.string(),
  clubName: z.string(),
  positions: z.array(ElectionPosition),
  /** Members who may vote, and how many have. */
  eligibleCount: z.number(),
  votedCount: z.number(),
  viewer: z.object({
    /** A member of the club now (a school admin need not be): only members stand. */
    member: z.boolean(),
    /** A member at the cut-off date who still is one. */
    eligible: z.boolean(),
    voted: z.boolean(),
    /** Their own candidacy, if they stand. */
    candidacy: z.nullable(z.object({ positionId: z.string(), candidateId: z.string() })),
    /** May nominate others, confirm the result and call the election off. */
    canManage: z.boolean(),
  }),
  confirmedAt: z.nullable(z.string()),
})
export type Election = z.infer<typeof Election>

/** `GET /api/v1/clubs/{id}/elections`: newest first; `canManage` may create one. */
export const ElectionList = z.object({
  items: z.array(ElectionSummary),
  canManage: z.boolean(),
})
export type ElectionList = z.infer<typeof ElectionList>
