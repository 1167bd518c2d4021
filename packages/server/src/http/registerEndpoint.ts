/**
 * Turns a contract endpoint and its handler into a fastify route: authenticate, parse the
 * inputs with the contract's schemas, check that ids naming the caller are the caller's,
 * run the handler, and (outside production) check the answer against the contract.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AnyEndpoint } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { type AuthUser, authenticate } from '../auth/authenticate.js';
import { type AnswerCache, answerKey, isCacheable } from '../cache/answerCache.js';
import { collectReads } from '../cache/changeClock.js';
import type { Database } from '../db/database.js';
import { DatabaseUnavailableError, isConnectionLoss } from '../db/drivers/connectionLoss.js';
import { JsonText } from '../db/jsonText.js';
import { MediaUnavailableError } from '../media/mediaUnavailable.js';
import { ProviderUnavailableError } from '../payments/providerUnavailable.js';
import type { Handler, ReceivedFile } from './handler.js';
import { badRequest, forbidden, HttpError, unauthorized } from './httpError.js';
import type { ReceivedUpload } from './receiveFiles.js';

export interface RegisterOptions {
  db: Database;
  /** The server's clock: a token's expiry is read against it. */
  now: () => Date;
  validateResponses: boolean;
  /** Where GET answers and token lookups are kept between writes; absent: nothing is cached. */
  answerCache?: AnswerCache;
  /** How often one client may call this endpoint (see rateLimits.ts); absent: no limit. */
  rateLimit?: RateLimitOptions;
  /** Reads and checks the files of a multipart request, for the route to store once allowed. */
  receiveFiles?: (request: FastifyRequest, endpoint: AnyEndpoint) => Promise<ReceivedUpload>;
}

/** What fastify answers for an object: answers served as bytes say the same. */
const JSON_TYPE = 'application/json; charset=utf-8';
/** `hit` or `miss` on cached endpoints, for whoever measures or debugs the cache. */
export const CACHE_HEADER = 'x-vitrine-cache';

/** `PaysController/get/{id}` → `/api/PaysController/get/:id`. */
export function routeUrl(path: string): string {
  return `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The first problem of a failed parse, as a sentence naming the field. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const field = issue.path.length > 0 ? issue.path.join('.') : 'input';
  return `${field}: ${issue.message}`;
}

function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/** Reads `you.id` out of `{ you: { id: 3 } }`. */
function readPath(input: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], input);
}

function writePath(input: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = input;
  for (const key of keys) {
    if (typeof target[key] !== 'object' || target[key] === null) return;
    target = target[key] as Record<string, unknown>;
  }
  target[last] = value;
}

/**
 * Applies the endpoint's `self` rule: an input id that names someone other than the caller is
 * refused. On a private call a missing id means the caller; on a personalised read, 0 or a
 * missing id means "nobody".
 */
function checkSelf(endpoint: AnyEndpoint, input: Record<string, unknown>, user: AuthUser | null): void {
  for (const field of endpoint.self) {
    const value = readPath(input, field);
    if (value === undefined || (value === 0 && endpoint.access !== 'private')) {
      writePath(input, field, user?.id_user ?? 0);
      continue;
    }
    if (!user) throw unauthorized();
    if (value !== user.id_user) throw forbidden(`${field} names another user.`);
  }
}

export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RegisterOptions,
): void {
  const cache = options.answerCache;
  const cacheAnswers = cache !== undefined && isCacheable(endpoint);
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    config: options.rateLimit ? { rateLimit: options.rateLimit } : undefined,
    handler: async (request, reply) => {
      // Before any read: what is read from here on may be kept only if what it read is not
      // written meanwhile.
      const since = cache?.begin() ?? 0;
      const auth =
        endpoint.access === 'public'
          ? null
          : await authenticate(
              options.db,
              request.headers.authorization,
              options.now(),
              cache && { sessions: cache.sessions, since },
            );
      if (auth === 'invalid') throw unauthorized('Your session has expired or is not valid. Sign in again.');
      if (endpoint.access === 'private' && !auth) throw unauthorized();

      // A URL this caller was answered for before is served before its input is parsed again:
      // its parse, its self check and so its answer would be the same (a GET has no body).
      const urlKey = cacheAnswers ? answerKey(endpoint, request.url, auth) : '';
      const seen = cacheAnswers ? cache.get(urlKey, { thenAnother: true }) : undefined;
      if (seen) return reply.header(CACHE_HEADER, 'hit').type(JSON_TYPE).send(seen.body);

      let rawBody: unknown = request.body;
      let upload: ReceivedUpload | undefined;
      if (endpoint.files) {
        if (!options.receiveFiles) throw new Error(`No file receiver configured for ${endpoint.path}`);
        upload = await options.receiveFiles(request, endpoint);
        rawBody = upload.fields;
      }

      const input: Record<string, unknown> = Object.assign(
        {},
        parseOrThrow(endpoint.body, endpoint.method === 'GET' ? {} : rawBody),
        parseOrThrow(endpoint.query, request.query),
        parseOrThrow(endpoint.params, request.params),
      );
      checkSelf(endpoint, input, auth);

      const key = cacheAnswers ? answerKey(endpoint, input, auth) : '';
      const kept = cacheAnswers ? cache.get(key) : undefined;
      if (kept) {
        cache?.set(urlKey, kept.body, kept.stamp);
        return reply.header(CACHE_HEADER, 'hit').type(JSON_TYPE).send(kept.body);
      }

      // Files are written only once the caller's rights are checked, and removed again when the
      // handler refuses the request: a refused upload keeps no byte on disk.
      const files: ReceivedFile[] = upload ? await upload.store() : [];
      let answer: unknown;
      let read: string[] = [];
      try {
        const call = () => handler({ input, user: auth, files, request, reply } as never);
        if (cacheAnswers) ({ result: answer, tags: read } = await collectReads(call));
        else answer = await call();
      } catch (error) {
        await upload?.discard();
        throw error;
      }
      if (options.validateResponses) {
        const checked = z.safeParse(endpoint.response, answer instanceof JsonText ? answer.parse() : answer);
        if (!checked.success) {
          throw new Error(`Answer of ${endpoint.path} breaks the contract: ${describeIssue(checked.error)}`);
        }
      }
      if (!cacheAnswers)
        return answer instanceof JsonText ? reply.type(JSON_TYPE).send(answer.bytes) : answer;
      // Serialized here, as fastify would, so that a miss and the hits after it send the same bytes.
      const body = answer instanceof JsonText ? answer.bytes : Buffer.from(JSON.stringify(answer));
      const stamp = { since, tags: read };
      if (reply.statusCode === 200 && cache.set(key, body, stamp)) cache.set(urlKey, body, stamp);
      return reply.header(CACHE_HEADER, 'miss').type(JSON_TYPE).send(body);
    },
  });
}

/** Maps every thrown error to a JSON body with an `error` field and the right status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.details.retry_after === 'number')
        reply.header('retry-after', String(error.details.retry_after));
      return reply.status(error.status).send({ error: error.message, ...error.details });
    }
    if (error instanceof ProviderUnavailableError) {
      request.log.warn({ err: error }, 'the payment provider did not answer: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(ProviderUnavailableError.retryAfterSeconds))
        .send({ error: ProviderUnavailableError.message });
    }
    if (error instanceof MediaUnavailableError) {
      request.log.error({ err: error }, 'the media store refused a write: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(MediaUnavailableError.retryAfterSeconds))
        .send({ error: MediaUnavailableError.message });
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'the database is unreachable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DatabaseUnavailableError.retryAfterSeconds))
        .send({ error: DatabaseUnavailableError.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    // Errors fastify raises on bad input (unparsable JSON, too large a body…) carry a 4xx status.
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: (error as Error).message });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
