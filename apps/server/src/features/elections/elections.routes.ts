import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BallotBody,
  CandidacyBody,
  ConfirmElectionBody,
  Election,
  ElectionBody,
  ElectionList,
  ErrorBody,
} from '@quad/shared'
import type { ModuleContext } from '../../platform/module.ts'
import { clubAdminRequests, ClubParams } from '../clubs/index.ts'
import { castBallot } from './ballot.service.ts'
import { nominate, withdraw } from './candidacy.service.ts'
import { confirmElection } from './confirm.service.ts'
import {
  cancelElection,
  createElection,
  listElections,
  readElection,
  type ElectionRequest,
} from './elections.service.ts'

const Id = z.string().min(1).max(64)
const ElectionParams = ClubParams.extend({ electionId: Id })
const CandidateParams = ElectionParams.extend({ candidateId: Id })
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const tags = ['clubs']
const security = [{ bearer: [] }]
const done = { 204: z.null().describe('Done'), ...errors }

/**
 * A club's officer elections (issue 37 item 2, decision 108). Every member (and school
 * admin) reads them, stands and votes; those who may change the club's officers (its
 * officers unless locked, school admins) create, nominate others, confirm and call off.
 */
export function electionRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const admitted = clubAdminRequests(ctx.database, ctx.outbox, ctx.policies)
  const base = '/api/v1/clubs/:id/elections'

  async function electionRequest(request: FastifyRequest, clubUid: string) {
    const { deps, mayChangeOfficers } = await admitted(request, 'club.view_members', clubUid)
    const answer: ElectionRequest = { deps, clubUid, mayManage: mayChangeOfficers }
    return answer
  }

  r.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'The club’s officer elections, newest first',
        params: ClubParams,
        response: { 200: ElectionList, ...errors },
      },
    },
    async (request) => listElections(await electionRequest(request, request.params.id)),
  )

  r.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Calls an election: its positions, the voters’ cut-off and the voting dates',
        params: ClubParams,
        body: ElectionBody,
        response: { 201: Election, ...errors },
      },
    },
    async (request, reply) => {
      const election = await createElection(
        await electionRequest(request, request.params.id),
        request.body,
      )
      return reply.code(201).send(election)
    },
  )

  r.get(
    `${base}/:electionId`,
    {
      schema: {
        tags,
        security,
        summary: 'One election: positions, candidates, and the counts once voting has closed',
        params: ElectionParams,
        response: { 200: Election, ...errors },
      },
    },
    async (request) =>
      readElection(await electionRequest(request, request.params.id), request.params.electionId),
  )

  r.delete(
    `${base}/:electionId`,
    {
      schema: {
        tags,
        security,
        summary: 'Calls the election off (before its result is confirmed)',
        params: ElectionParams,
        response: done,
      },
    },
    async (request, reply) => {
      const { id, electionId } = request.params
      await cancelElection(await electionRequest(request, id), electionId)
      return reply.code(204).send(null)
    },
  )

  r.post(
    `${base}/:electionId/candidates`,
    {
      schema: {
        tags,
        security,
        summary: 'Stands for a position, or (officers) nominates a member, until voting opens',
        params: ElectionParams,
        body: CandidacyBody,
        response: { 201: Election, ...errors },
      },
    },
    async (request, reply) => {
      const { id, electionId } = request.params
      const election = await nominate(await electionRequest(request, id), electionId, request.body)
      return reply.code(201).send(election)
    },
  )

  r.delete(
    `${base}/:electionId/candidates/:candidateId`,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraws a candidacy (the candidate, or an officer) until voting opens',
        params: CandidateParams,
        response: done,
      },
    },
    async (request, reply) => {
      const { id, electionId, candidateId } = request.params
      await withdraw(await electionRequest(request, id), electionId, candidateId)
      return reply.code(204).send(null)
    },
  )

  r.post(
    `${base}/:electionId/ballot`,
    {
      schema: {
        tags,
        security,
        summary: 'Casts the member’s secret ballot: one candidate per position, once',
        description:
          'Only a member at the cut-off date who still is one, while voting is open. The ' +
          'answer says nothing of the choices, and nothing kept links them to the voter.',
        params: ElectionParams,
        body: BallotBody,
        response: done,
      },
    },
    async (request, reply) => {
      const { id, electionId } = request.params
      await castBallot(await electionRequest(request, id), electionId, request.body)
      return reply.code(204).send(null)
    },
  )

  r.post(
    `${base}/:electionId/confirm`,
    {
      schema: {
        tags,
        security,
        summary: 'Confirms the result: the winners become officers (ties settled in the body)',
        params: ElectionParams,
        body: ConfirmElectionBody,
        response: { 200: Election, ...errors },
      },
    },
    async (request) => {
      const { id, electionId } = request.params
      return confirmElection(await electionRequest(request, id), electionId, request.body)
    },
  )
}
