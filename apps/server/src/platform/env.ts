import path from 'node:path'
import { z } from 'zod'
import { SCHOOL_CODE_PATTERN, type AnalyticsConfig } from '@quad/shared'
import { SERVER_ROOT } from './server-root.ts'

/** architecture.md "Configuration": the only place that reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback, but every interface in production (issue 30 security 1). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Several deployments (or test files) on one Redis: every key and channel starts with it. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, or _ . : -')
    .optional(),
  DEFAULT_SCHOOL: z.string().regex(SCHOOL_CODE_PATTERN).default('demo'),
  BASE_DOMAIN: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  INTEGRATIONS_KEY: z.string().min(32).optional(),
  // Issue 34: the Web Push key pair (RFC 8292), base64url; otherwise made once and kept in the database.
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  // RFC 8292 §2.1: a contact the push services may reach about this sender.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  INTEGRATIONS_PREVIOUS_KEYS: z.string().default(''),
  HOST_ORIGINS: z.string().default(''),
  CORS_ORIGINS: z.string().default(''),
  ANALYTICS_SCRIPT_URL: z.url().optional(),
  ANALYTICS_KEY: z.string().default(''),
  ANALYTICS_GLOBAL: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/)
    .default('quadAnalytics'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => v !== 'true', {
      message:
        'true would trust any client-sent X-Forwarded-For; give the number of proxy hops or the proxy addresses',
    }),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CHAT_SEND_LIMIT: z.coerce.number().int().min(1).default(20),
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SEED: z.enum(['demo', 'none', 'auto']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Hosts (`host` or `host:port`) Quad may fetch although they are on this machine or a
   * private network: development's own stand-ins. Ignored in production (issue 30 security 2).
   */
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
  /** The Canvas stand-in the demo seed fills and points Demo University at (development only). */
  LMS_DEMO_STANDIN_URL: z
    .string()
    .regex(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/, 'must be http://127.0.0.1:<port> (loopback)')
    .optional(),
})

export type Env = z.infer<typeof EnvSchema>

export interface Config {
  nodeEnv: Env['NODE_ENV']
  /**
   * NODE_ENV=development set explicitly (`npm start`, `npm run dev` set it): turns on the
   * development outbox page. An unset NODE_ENV keeps the other development defaults
   * but never the development tools (issue 12 item 2).
   */
  developmentMode: boolean
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** Prepended to every Redis key and pub/sub channel (ioredis `keyPrefix`); none by default. */
  redisPrefix: string | undefined
  defaultSchool: string
  baseDomain: string | undefined
  /** From JWT_SECRET (or SESSION_SECRET); otherwise generated once and kept in the database. */
  jwtSecret: string | undefined
  /**
   * The secret integration credentials are sealed with (decision 026); otherwise one
   * generated once and kept in the database. Previous keys still open older rows.
   */
  integrationsKey: string | undefined
  integrationsPreviousKeys: string[]
  /** Issue 34: the Web Push (VAPID) key pair, both or neither; else generated and kept like the JWT secret. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** The VAPID `sub` claim: VAPID_SUBJECT, else a mailto: at BASE_DOMAIN (decision 082). */
  vapidSubject: string
  hostOrigins: string[]
  corsOrigins: string[]
  /** Spec 8: loaded from a CDN per API key; `{key}` in the URL is replaced by the key. */
  analytics: AnalyticsConfig | null
  /** Fastify trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[]
  /** `auto`: Secure cookies when the request came over https or NODE_ENV=production. */
  cookieSecure: 'auto' | boolean
  /** Login attempts per client address per minute (quality.md R8). */
  loginLimitPerMinute: number
  /** Chat messages per student per 10 s (issue 6 "Abuse"). */
  chatSendLimit: number
  searchLimitPerMinute: number
  /** Email through this SMTP server; without it, to a file outbox under DATA_DIR/outbox. */
  smtpUrl: string | undefined
  seedDemo: boolean
  logLevel: Env['LOG_LEVEL']
  webDist: string
  /**
   * Issue 17: a Canvas stand-in on loopback (`npm start`, `npm run dev` and the e2e suite
   * start one) that the demo seed fills and connects the demo school to. Never in production.
   */
  lmsDemoStandinUrl: string | undefined
  /**
   * Hosts the outbound guard lets Quad fetch on loopback or a private network (development's
   * stand-ins: `OUTBOUND_ALLOW_HOSTS` and the demo's Canvas); always empty in production.
   */
  outboundAllowHosts: string[]
}

export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (one key pair) or neither',
    )
  }
  const databaseUrl = env.DATABASE_URL
  return {
    nodeEnv: env.NODE_ENV,
    developmentMode: source.NODE_ENV === 'development',
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    defaultSchool: env.DEFAULT_SCHOOL,
    baseDomain: env.BASE_DOMAIN?.toLowerCase(),
    jwtSecret: env.JWT_SECRET ?? env.SESSION_SECRET,
    integrationsKey: env.INTEGRATIONS_KEY,
    integrationsPreviousKeys: splitList(env.INTEGRATIONS_PREVIOUS_KEYS),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:push@${env.BASE_DOMAIN ?? 'quad.localhost'}`,
    hostOrigins: splitList(env.HOST_ORIGINS),
    corsOrigins: splitList(env.CORS_ORIGINS),
    analytics: env.ANALYTICS_SCRIPT_URL
      ? {
          scriptUrl: env.ANALYTICS_SCRIPT_URL.replaceAll(
            '{key}',
            encodeURIComponent(env.ANALYTICS_KEY),
          ),
          apiKey: env.ANALYTICS_KEY,
          globalName: env.ANALYTICS_GLOBAL,
        }
      : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE === 'auto' ? 'auto' : env.COOKIE_SECURE === 'true',
    loginLimitPerMinute: env.LOGIN_LIMIT_PER_MINUTE,
    chatSendLimit: env.CHAT_SEND_LIMIT,
    searchLimitPerMinute: env.SEARCH_LIMIT_PER_MINUTE,
    smtpUrl: env.SMTP_URL,
    // api.md "Demo seed": by default only with the embedded database, never in production.
    seedDemo:
      env.SEED === 'demo' || (env.SEED === 'auto' && !databaseUrl && env.NODE_ENV !== 'production'),
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    lmsDemoStandinUrl: env.NODE_ENV === 'production' ? undefined : env.LMS_DEMO_STANDIN_URL,
    outboundAllowHosts:
      env.NODE_ENV === 'production'
        ? []
        : [
            ...splitList(env.OUTBOUND_ALLOW_HOSTS),
            ...(env.LMS_DEMO_STANDIN_URL ? [new URL(env.LMS_DEMO_STANDIN_URL).host] : []),
          ],
  }
}

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === '' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  return splitList(value)
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}
