import { DataExportCreated, DataExportList, type DataExportAnswer } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'

const PATH = '/api/v1/me/exports'
export const exportKeys = { latest: ['data-export', 'latest'] as const }

const building = (answer: DataExportAnswer | undefined) =>
  answer?.status === 'queued' || answer?.status === 'running'

/** The student's latest export; polled every 1.5 s while it is being built. */
export const latestExportQuery = queryOptions({
  queryKey: exportKeys.latest,
  queryFn: async ({ signal }) =>
    (await bearerRequestJson(PATH, DataExportList, { signal })).items[0] ?? null,
  refetchInterval: (query) => (building(query.state.data ?? undefined) ? 1500 : false),
})

export const requestExport = () => bearerRequestJson(PATH, DataExportCreated, { method: 'POST' })
