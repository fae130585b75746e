import { describe, expect, it } from 'vitest'
import { readConfig } from './env.ts'

describe('configuration', () => {
  it('has working defaults', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 3000,
      defaultSchool: 'demo',
      seedDemo: true,
      trustProxy: false,
    })
    expect(config.analytics).toBeNull()
  })

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust/)
  })

  it('reads TRUST_PROXY as hops or addresses', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
  })

  it('never seeds the demo in production or on PostgreSQL unless asked', () => {
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false)
    expect(readConfig({ DATABASE_URL: 'postgres://x@y/z' }).seedDemo).toBe(false)
    expect(readConfig({ NODE_ENV: 'production', SEED: 'demo' }).seedDemo).toBe(true)
  })

  it('puts the analytics key into the script URL (spec 8: per API key)', () => {
    const config = readConfig({
      ANALYTICS_SCRIPT_URL: 'https://cdn.example/agent/{key}/agent.js',
      ANALYTICS_KEY: 'Ab 12',
    })
    expect(config.analytics).toEqual({
      scriptUrl: 'https://cdn.example/agent/Ab%2012/agent.js',
      apiKey: 'Ab 12',
      globalName: 'quadAnalytics',
    })
  })
})
