/**
 * How often one client may do what costs others, through @fastify/rate-limit: sign-ups and
 * sign-ins per client address (accounts are free, and every sign-in checks a password), and
 * requests carrying files per account (each holds at most its endpoint's declared files of
 * 5 MB, so this bounds the volume one account can store in an hour). The limits come from the
 * configuration; an exceeded one answers 429 with `Retry-After`.
 *
 * The counts live in this process's memory: behind a load balancer with several processes, each
 * counts alone.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { type AnyEndpoint, endpoints } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession } from '../auth/authenticate.js';
import { bearerToken, hashToken } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from './httpError.js';

export interface RateLimits {
  /** Sign-ups one client address may make in an hour (RATE_LIMIT_SIGNUPS). */
  signupsPerHour: number;
  /** Sign-ins, right or wrong, one client address may try in 15 minutes (RATE_LIMIT_SIGNINS). */
  signinsPerQuarterHour: number;
  /** Requests with files one account (or, signed out, one address) may send in an hour (RATE_LIMIT_UPLOADS). */
  uploadsPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

function wait(afterMs: number): string {
  const seconds = Math.max(1, Math.ceil(afterMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes given a limit below are counted.
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `${context.max} of these in a row is the limit. Try again in ${wait(context.ttl)}.`),
  });
}

/** The account a request's token belongs to, else its address: uploads count per account. */
function uploaderKey(db: Queryable, now: () => Date) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(db, hashToken(token), now()).catch(() => undefined) : undefined;
    return session ? `user:${session.user.id_user}` : `address:${request.ip}`;
  };
}

/** The limit of one endpoint, if it has one. */
export function rateLimitOf(
  endpoint: AnyEndpoint,
  limits: RateLimits,
  db: Queryable,
  now: () => Date,
): RateLimitOptions | undefined {
  if (endpoint.path === endpoints.signup.path) {
    return { max: limits.signupsPerHour, timeWindow: HOUR_MS, groupId: 'signup' };
  }
  if (endpoint.path === endpoints.login.path) {
    return { max: limits.signinsPerQuarterHour, timeWindow: QUARTER_HOUR_MS, groupId: 'signin' };
  }
  if (endpoint.files) {
    // One count for every endpoint that stores files: what an account may store in an hour.
    return {
      max: limits.uploadsPerHour,
      timeWindow: HOUR_MS,
      groupId: 'uploads',
      keyGenerator: uploaderKey(db, now),
    };
  }
  return undefined;
}
