import { defineConfig } from 'vitest/config'
export default defineConfig({ test: { name: 'canvas-standin', include: ['src/**/*.test.ts'] } })
