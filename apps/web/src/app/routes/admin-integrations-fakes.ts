import { http } from 'msw'
import {
  FinanceSettings,
  LmsSettingsAnswer,
  SchoolApiKeyList,
  SIS_KINDS,
  SisStatus,
} from '@quad/shared'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { server } from '../../test/setup-routes.ts'

/**
 * /admin/integrations shows three panels, each reading its own call: a test of one panel
 * answers the others' reads with nothing set up (its own `server.use` comes later and wins).
 */
export function answerUnconfiguredPanels(): void {
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/integrations/lms`, () =>
      answer(LmsSettingsAnswer, {
        configured: false,
        provider: null,
        baseUrl: null,
        clientId: null,
        hasSecret: false,
        enabled: false,
        redirectUri: 'https://demo.quad.example/api/v1/integrations/lms/callback',
        connectedStudents: 0,
      }),
    ),
    http.get(`${ORIGIN}/api/v1/admin/api-keys`, () => answer(SchoolApiKeyList, { items: [] })),
    http.get(`${ORIGIN}/api/v1/admin/integrations/sis/status`, () =>
      answer(SisStatus, {
        sources: SIS_KINDS.map((kind) => ({
          kind,
          lastSyncedAt: null,
          lastFailedAt: null,
          lastError: null,
          itemsSeen: 0,
          itemsChanged: 0,
        })),
      }),
    ),
    http.get(`${ORIGIN}/api/v1/admin/integrations/finance`, () =>
      answer(FinanceSettings, { payUrl: null, payLabel: null, currency: 'USD', contact: null }),
    ),
  )
}
