import { defineConfig } from 'vitest/config'
export default defineConfig({ test: { name: 'push-standin', include: ['src/**/*.test.ts'] } })
