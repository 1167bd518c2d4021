/**
 * Cross-origin rules (design.md "CORS"): partner boutiques call the API from their own pages.
 * Anyone may read public data; a call carrying a token (or a preflight announcing one) is allowed
 * only from `ALLOWED_ORIGINS` (any, by default, for the demo). Cookies never cross origins.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CORS_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-XSRF-TOKEN'];

function carriesToken(request: FastifyRequest): boolean {
  const announced = String(request.headers['access-control-request-headers'] ?? '');
  return Boolean(request.headers.authorization) || /(^|,)\s*authorization\s*(,|$)/i.test(announced);
}

export async function registerCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[] | '*',
): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        allowedOrigins === '*' ||
        !carriesToken(request) ||
        (origin !== undefined && allowedOrigins.includes(origin));
      callback(null, {
        origin: allowed,
        credentials: false,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: CORS_HEADERS,
        maxAge: 600,
      });
    },
  });
}
