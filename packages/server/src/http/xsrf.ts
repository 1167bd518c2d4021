/**
 * Cross-site request forgery guard (design.md "CSRF"): the server hands out an `XSRF-TOKEN`
 * cookie readable by the page's script; a state-changing call that carries the cookie must echo
 * it in `X-XSRF-TOKEN`, which a form on another site cannot do. Calls from a partner's page carry
 * no cookie and authenticate by bearer token alone.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './httpError.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
      reply.setCookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), {
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
