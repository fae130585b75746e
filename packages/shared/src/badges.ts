import * as z from 'zod/mini'

/**
 * Badges and points (issue 36 item 3): badges a school defines with a criterion, awarded
 * once per student by the server, their points counted per term on opt-in leaderboards.
 */

/** The fixed set of icons a badge may take (drawn by the server, `/media/badge-icons/{icon}.svg`). */
export const BADGE_ICONS = ['star', 'trophy', 'calendar', 'people', 'shield', 'book'] as const
export const BadgeIcon = z.enum(BADGE_ICONS)
export type BadgeIcon = z.infer<typeof BadgeIcon>

export const BADGE_NAME_MAX = 60
export const BADGE_DESCRIPTION_MAX = 300
export const BADGE_POINTS_MAX = 1000
export const BADGE_COUNT_MAX = 500

const Count = z.number().check(z.int(), z.minimum(1), z.maximum(BADGE_COUNT_MAX))
const Category = z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(60))

/**
 * What earns a badge: a discriminated union by `kind`, one member per kind. A new kind is a
 * member here and an evaluator the server's badges feature is given (its
 * `badgeCriterionPoint`); `transcript_category` is reserved for the co-curricular transcript,
 * which contributes its evaluator when it lands (until then the server refuses it, 400).
 */
export const BadgeCriterion = z.discriminatedUnion('kind', [
  /** N check-ins at events, of one event category when `category` is set. */
  z.object({
    kind: z.literal('events_attended'),
    count: Count,
    category: z._default(z.nullable(Category), null),
  }),
  /** Serving as an officer of any club. */
  z.object({ kind: z.literal('officer') }),
  /** Being a member (or officer) of N clubs. */
  z.object({ kind: z.literal('clubs_joined'), count: Count }),
  /** N entries of one category on the co-curricular transcript (reserved). */
  z.object({ kind: z.literal('transcript_category'), count: Count, category: Category }),
])
export type BadgeCriterion = z.infer<typeof BadgeCriterion>
export type BadgeCriterionKind = BadgeCriterion['kind']
export const BADGE_CRITERION_KINDS = [
  'events_attended',
  'officer',
  'clubs_joined',
  'transcript_category',
] as const satisfies readonly BadgeCriterionKind[]

/** A definition as the school's admin writes it; the form and the server read it with this one schema. */
export const BadgeDefinitionInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(BADGE_NAME_MAX)),
  description: z._default(z.string().check(z.trim(), z.maxLength(BADGE_DESCRIPTION_MAX)), ''),
  icon: BadgeIcon,
  points: z.number().check(z.int(), z.minimum(0), z.maximum(BADGE_POINTS_MAX)),
  criterion: BadgeCriterion,
})
export type BadgeDefinitionInput = z.input<typeof BadgeDefinitionInput>

/** A definition as the admin console lists it. */
export const BadgeDefinition = z.object({
  uid: z.string(),
  name: z.string(),
  description: z.string(),
  icon: BadgeIcon,
  iconUrl: z.string(),
  points: z.number(),
  criterion: BadgeCriterion,
  /** Students who hold it. */
  awarded: z.number(),
  archived: z.boolean(),
  createdAt: z.string(),
})
export type BadgeDefinition = z.infer<typeof BadgeDefinition>

export const BadgeDefinitionList = z.object({ items: z.array(BadgeDefinition) })
export type BadgeDefinitionList = z.infer<typeof BadgeDefinitionList>

/** A term points are counted in: the school's SIS term, else the half-year (decision 100). */
export const PointsTerm = z.object({ key: z.string(), name: z.string() })
export type PointsTerm = z.infer<typeof PointsTerm>

export const LeaderboardEntry = z.object({
  rank: z.number(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  points: z.number(),
})
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>

/** `GET /api/v1/badges/leaderboard?club=`: the current term's top students who opted in. */
export const Leaderboard = z.object({
  term: PointsTerm,
  club: z.nullable(z.object({ uid: z.string(), name: z.string() })),
  entries: z.array(LeaderboardEntry),
  /** The viewer's own standing: shown to them alone, opted in or not. */
  me: z.object({ points: z.number(), rank: z.nullable(z.number()), optedIn: z.boolean() }),
})
export type Leaderboard = z.infer<typeof Leaderboard>

export const LeaderboardQuery = z.object({
  club: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
})

/** `GET`/`PUT /api/v1/me/leaderboard`: whether the student shows on leaderboards (off by default). */
export const LeaderboardSetting = z.object({ optedIn: z.boolean() })
export type LeaderboardSetting = z.infer<typeof LeaderboardSetting>

/** Leaderboards list this many students. */
export const LEADERBOARD_SIZE = 50
