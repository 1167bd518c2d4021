/**
 * Cross-site request forgery guard (design.md "CSRF"): the server hands out an `XSRF-TOKEN`
 * cookie readable by the page's script; a state-changing call that carries the cookie must echo
 * it in `X-XSRF-TOKEN`, which a form on another site cannot do. Calls from a partner's page carry
 * no cookie and authenticate by bearer token alone.
 */
import { randomFillSync, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './httpError.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TOKEN_BYTES = 18;
/**
 * Random bytes drawn 4 KB at a time: every visit without the cookie gets a new token, and one
 * system call per token was 5 % of a cached answer's cost. Each token uses its own bytes once.
 */
const pool = Buffer.alloc(TOKEN_BYTES * 228);
let poolOffset = pool.length;

function newXsrfToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function registerXsrf(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[XSRF_COOKIE];
    if (!token) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
      return;
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !same(header, token)) {
      throw forbidden('This request is missing its X-XSRF-TOKEN header: reload the page and try again.');
    }
  });
}
