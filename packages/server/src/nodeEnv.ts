/**
 * Whether the process runs in production, as NODE_ENV says it. Read without regard to case or
 * surrounding spaces: a deployment writing `Production` or `PRODUCTION` means the same, and a
 * guard that compared the exact lower-case word would let such a server run test-only switches.
 * Every guard on NODE_ENV asks this, so none compares the raw value on its own.
 */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}
