/*
 * The contracts the shell checks before any page has loaded, and zod's parse functions,
 * in a chunk of their own (decision 066): zod is 17 KB gzip, and the first paint needs
 * none of it. The shell loads this module as its first call goes out (contracts.ts), so
 * it arrives while the server answers; pages import their own contracts directly.
 */
export {
  AppConfig,
  AuthenticationResponse,
  AuthTokens,
  ErrorBody,
  HostContextMessage,
  LoginAnswer,
  SchoolSettings,
} from '@quad/shared'
export { parse, safeParse } from 'zod/mini'
export { AcademicAuthErrorBody } from './academic-auth-error-body.ts'
