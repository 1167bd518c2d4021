/** Everything the server reads from its environment, resolved once at start. */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACTIVITY_LIMITS, DEFAULT_AUTO_RECEIVE_DAYS, PASSWORD_RESET_LIMITS } from '@vitrine/contract';
import type { ActivityLimits } from './http/activityLimits.js';
import type { RateLimits } from './http/rateLimits.js';
import { isProduction } from './nodeEnv.js';

export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** PGlite folder (`memory://` for an in-memory database). Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** Folder of uploaded files; defaults to `<dataDir>/media`. */
  mediaDir: string;
  /** Where uploads are kept: the media folder, or a bucket of an S3-compatible store. */
  mediaStore: MediaStoreConfig;
  /**
   * The site's address as it is published (PUBLIC_URL): an origin such as `https://vitrine.example`.
   * Every address the server writes for others to follow — canonical and alternate links, Open
   * Graph and JSON-LD, the sitemap, robots.txt, e-mails — starts with it, never with the request's
   * Host header, which any client can set. @default `http://localhost:$PORT` (the port bound)
   */
  publicUrl: string;
  /** Built reference site served at `/`; absent means the API runs alone. */
  siteDir?: string;
  /**
   * The site's server render (the module its `vite build --ssr` writes), which puts a page's
   * content in the HTML; absent, pages are rendered in the browser only.
   */
  siteRenderer?: string;
  /** Origins allowed to make authenticated calls; `*` allows any (the demo default). */
  allowedOrigins: readonly string[] | '*';
  /** Alpha-2 of the country answered by geolocation when nothing else tells. */
  defaultCountry: string;
  /** Seed the demo catalogue into an empty database. */
  seed: boolean;
  /** Products the demo catalogue holds. */
  seedProducts: number;
  /** Check every answer against the contract before sending it (on outside production). */
  validateResponses: boolean;
  /** Lifetime of a sign-in token, in seconds. */
  tokenTtlSeconds: number;
  /** How often one client may sign up, sign in and upload (RATE_LIMIT_SIGNUPS, RATE_LIMIT_SIGNINS, RATE_LIMIT_UPLOADS). */
  rateLimits: RateLimits;
  /**
   * Messages and likes one account may send, and one account receive, within the contract's
   * windows (RATE_LIMIT_MESSAGES_SENT, RATE_LIMIT_MESSAGES_RECEIVED, RATE_LIMIT_LIKES_SENT,
   * RATE_LIMIT_LIKES_RECEIVED). @default ACTIVITY_LIMITS
   */
  activityLimits: ActivityLimits;
  /**
   * Reset links one e-mail address, and one client address, may ask for within the contract's
   * window (RATE_LIMIT_PASSWORD_RESETS_ADDRESS, RATE_LIMIT_PASSWORD_RESETS_CLIENT).
   * @default PASSWORD_RESET_LIMITS
   */
  passwordResetLimits: { perAddress: number; perClient: number };
  /**
   * What one account may hold in unpaid checkouts at once: items (HOLD_MAX_ITEMS, @default 10)
   * and checkouts (HOLD_MAX_CHECKOUTS, @default 3).
   */
  holdLimits: { items: number; checkouts: number };
  /** How long a started checkout holds its items, in seconds (RESERVATION_TTL_SECONDS). @default 900 */
  reservationTtlSeconds: number;
  /** How often expired reservations are released, in milliseconds (SWEEP_INTERVAL_MS). @default 30000 */
  sweepIntervalMs: number;
  /**
   * GET answers and token lookups kept until what they read is written (ANSWER_CACHE): `on`, or
   * `off`. On PostgreSQL, the writes of other processes arrive through the change relay.
   * @default 'on'
   */
  answerCache: 'on' | 'off';
  /** Most bytes the answer cache holds (ANSWER_CACHE_MB, in MB). @default 64 MB */
  answerCacheBytes: number;
  /**
   * PGlite: how often to check whether enough was written to ANALYZE again (ANALYZE_INTERVAL_MS;
   * see db/analyzer.ts). @default 60000
   */
  analyzeIntervalMs: number;
  /** Days after shipping an order counts as received when the buyer has not said so (AUTO_RECEIVE_DAYS). @default 14 */
  autoReceiveDays: number;
  /** How often due order deadlines and money moves are run, in milliseconds (JOB_INTERVAL_MS). @default 5000 */
  jobIntervalMs: number;
  /** SMTP server for e-mails (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com`); absent writes them to `outboxDir`. */
  smtpUrl?: string;
  /** Where e-mails are written as `.eml` files without SMTP (OUTBOX_DIR). @default `<dataDir>/outbox` */
  outboxDir: string;
  /** The sender of e-mails (MAIL_FROM). @default 'Vitrine <no-reply@vitrine.dev>' */
  mailFrom: string;
  logLevel: string;
  /**
   * Which proxies in front of the server are believed about the client's address and protocol
   * (`X-Forwarded-For`, `X-Forwarded-Proto`), as fastify's `trustProxy` takes it (TRUST_PROXY):
   * `false` (none, the default), `true` (any: only when nothing else can reach the port), or
   * comma-separated addresses and CIDR ranges. @default false
   */
  trustProxy: boolean | string;
  /**
   * A route that moves the clock and runs due jobs, for browser journeys (TEST_CLOCK=on; see
   * testClock.ts). Never on in production. @default false
   */
  testClock: boolean;
  /**
   * A route that makes the offline payment sandbox slow, lose answers or refuse refunds, for the
   * fault suite (SANDBOX_FAULTS=on; see payments/sandboxFaults.ts). Never on in production. @default false
   */
  sandboxFaults: boolean;
}

const ANSWER_CACHE_MODES = ['on', 'off'] as const;

function answerCacheMode(env: NodeJS.ProcessEnv): ServerConfig['answerCache'] {
  const raw = (env.ANSWER_CACHE?.trim() || 'on').toLowerCase();
  // The former default, which kept the cache off on PostgreSQL: the change relay made that moot.
  if (raw === 'auto') return 'on';
  const mode = ANSWER_CACHE_MODES.find((candidate) => candidate === raw);
  if (!mode) throw new Error(`ANSWER_CACHE must be one of ${ANSWER_CACHE_MODES.join(', ')}, not "${raw}".`);
  return mode;
}

/**
 * MEDIA_STORE: `folder` (MEDIA_DIR, the default) or `s3`, a bucket (S3_BUCKET) of AWS S3 or of an
 * S3-compatible store at S3_ENDPOINT, in S3_REGION (or AWS_REGION), keys under S3_PREFIX. The
 * credentials are the AWS SDK's own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
export type MediaStoreConfig =
  | { kind: 'folder' }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; keyPrefix: string };

function mediaStoreConfig(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const kind = (env.MEDIA_STORE?.trim() || 'folder').toLowerCase();
  if (kind === 'folder') return { kind };
  if (kind !== 's3') throw new Error(`MEDIA_STORE must be folder or s3, not "${kind}".`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET, the bucket that keeps the uploads.');
  return {
    kind,
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    keyPrefix: env.S3_PREFIX?.trim() ?? '',
  };
}

const DEFAULT_PORT = 8787;

/** TRUST_PROXY: unset or `false`, `true`, or the proxies' addresses and ranges. */
function trustProxy(env: NodeJS.ProcessEnv): ServerConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** PUBLIC_URL when unset: this machine, at the port the server listens on. */
export const defaultPublicUrl = (port: number) => `http://localhost:${port}`;

/** How long a session lasts unless TOKEN_TTL_SECONDS says otherwise: thirty days. */
export const DEFAULT_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

/** PUBLIC_URL: an http(s) origin, without a path; anything else stops the start rather than publish it. */
function publicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return defaultPublicUrl(port);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be the site's address, such as https://vitrine.example, not "${raw}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(
      `PUBLIC_URL must be an http or https address, such as https://vitrine.example, not "${raw}".`,
    );
  if (url.pathname !== '/')
    throw new Error(
      `PUBLIC_URL is the site's origin, without a path (the site is served at /), not "${raw}".`,
    );
  return url.origin;
}

/**
 * A test-only switch (TEST_CLOCK, SANDBOX_FAULTS): `on` or `off` (unset); anything else stops the
 * start rather than guess, and `on` is refused in production, saying what it would do.
 */
function testOnlySwitch(env: NodeJS.ProcessEnv, name: string, what: string): boolean {
  const raw = (env[name]?.trim() || 'off').toLowerCase();
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be on or off, not "${raw}".`);
  if (raw === 'on' && isProduction(env))
    throw new Error(`${name}=on ${what}: it is refused with NODE_ENV=production.`);
  return raw === 'on';
}

/** A positive number from the environment, or the default when unset; anything else stops the start. */
function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

/** A positive whole number from the environment, or the default when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, not "${env[name]}".`);
  return value;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? '.data';
  const inMemory = dataDir.startsWith('memory://');
  const origins = env.ALLOWED_ORIGINS?.trim();
  const port = overrides.port ?? Number(env.PORT ?? DEFAULT_PORT);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: inMemory ? dataDir : resolve(dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    mediaDir: resolve(
      env.MEDIA_DIR ?? (inMemory ? resolve('.data', 'media-memory') : resolve(dataDir, 'media')),
    ),
    mediaStore: mediaStoreConfig(env),
    publicUrl: publicUrl(env, port),
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    siteRenderer: siteRenderer(env),
    allowedOrigins: !origins || origins === '*' ? '*' : origins.split(',').map((origin) => origin.trim()),
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'FR').toUpperCase(),
    seed: env.SEED !== 'false',
    seedProducts: Number(env.SEED_PRODUCTS ?? 320),
    validateResponses: !isProduction(env),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? DEFAULT_TOKEN_TTL_SECONDS),
    rateLimits: {
      signupsPerHour: positiveInteger(env, 'RATE_LIMIT_SIGNUPS', 20),
      signinsPerQuarterHour: positiveInteger(env, 'RATE_LIMIT_SIGNINS', 60),
      uploadsPerHour: positiveInteger(env, 'RATE_LIMIT_UPLOADS', 60),
    },
    activityLimits: {
      messages: {
        perSender: positiveInteger(env, 'RATE_LIMIT_MESSAGES_SENT', ACTIVITY_LIMITS.messages.perSender),
        perRecipient: positiveInteger(
          env,
          'RATE_LIMIT_MESSAGES_RECEIVED',
          ACTIVITY_LIMITS.messages.perRecipient,
        ),
      },
      likes: {
        perSender: positiveInteger(env, 'RATE_LIMIT_LIKES_SENT', ACTIVITY_LIMITS.likes.perSender),
        perRecipient: positiveInteger(env, 'RATE_LIMIT_LIKES_RECEIVED', ACTIVITY_LIMITS.likes.perRecipient),
      },
    },
    passwordResetLimits: {
      perAddress: positiveInteger(
        env,
        'RATE_LIMIT_PASSWORD_RESETS_ADDRESS',
        PASSWORD_RESET_LIMITS.perAddress,
      ),
      perClient: positiveInteger(env, 'RATE_LIMIT_PASSWORD_RESETS_CLIENT', PASSWORD_RESET_LIMITS.perClient),
    },
    holdLimits: {
      items: positiveInteger(env, 'HOLD_MAX_ITEMS', 10),
      checkouts: positiveInteger(env, 'HOLD_MAX_CHECKOUTS', 3),
    },
    reservationTtlSeconds: positiveNumber(env, 'RESERVATION_TTL_SECONDS', 15 * 60),
    sweepIntervalMs: positiveNumber(env, 'SWEEP_INTERVAL_MS', 30_000),
    answerCache: answerCacheMode(env),
    answerCacheBytes: Math.round(positiveNumber(env, 'ANSWER_CACHE_MB', 64) * 1024 * 1024),
    analyzeIntervalMs: positiveNumber(env, 'ANALYZE_INTERVAL_MS', 60_000),
    autoReceiveDays: positiveNumber(env, 'AUTO_RECEIVE_DAYS', DEFAULT_AUTO_RECEIVE_DAYS),
    jobIntervalMs: positiveNumber(env, 'JOB_INTERVAL_MS', 5_000),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    outboxDir: resolve(
      env.OUTBOX_DIR ?? (inMemory ? join(tmpdir(), 'vitrine-outbox') : resolve(dataDir, 'outbox')),
    ),
    mailFrom: env.MAIL_FROM?.trim() || 'Vitrine <no-reply@vitrine.dev>',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env),
    testClock: testOnlySwitch(env, 'TEST_CLOCK', 'moves time for every user'),
    sandboxFaults: testOnlySwitch(env, 'SANDBOX_FAULTS', 'makes payments fail on purpose'),
    ...overrides,
  };
}

/**
 * SITE_RENDERER names the site's server render; by default it is the one built beside SITE_DIR
 * (`dist-ssr/entry-server.js` next to `dist`), when there is one. `off` renders in the browser only.
 */
function siteRenderer(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SITE_RENDERER === 'off') return undefined;
  if (env.SITE_RENDERER) return resolve(env.SITE_RENDERER);
  if (!env.SITE_DIR) return undefined;
  const built = resolve(env.SITE_DIR, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(built) ? built : undefined;
}
