import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Two kinds of web test: rules and clients in Node (`*.test.ts`), and route-level tests of
 * each screen (`*.test.tsx`: the real routes in jsdom with Testing Library, the network
 * answered by MSW from the shared contracts). Layout, axe and journeys are e2e's (Chromium).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    /*
     * Both cores, worker threads, and files sharing a worker's modules (decision 070): a
     * fresh process and module graph per file (forks, isolated) spent four times the CPU on
     * importing the app and making each file's jsdom. What a file must not inherit is reset
     * between tests (setup-routes.ts: one MSW server, handlers reset, the DOM cleaned up).
     */
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web:routes',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-routes.ts'],
          // A loaded machine can be slow: generous, and no test waits on time itself.
          testTimeout: 30_000,
        },
      },
    ],
  },
})
