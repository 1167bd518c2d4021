/**
 * Headers that make the browser a second line of defence behind the widgets' escaping: should a text ever reach the DOM as markup, the site's Content-Security-Policy
 * stops inline scripts and event handlers from running; uploaded and generated media cannot be
 * read as another type than the one the server sends, nor run scripts when opened directly.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The reference site's policy. Scripts only from the site itself, the inline scripts its build
 * wrote into index.html (by hash, so no other inline script runs) and Stripe.js when Stripe keys
 * are set; styles inline too, because Emotion injects `<style>` elements and the components
 * write `style` attributes; images from the site, the `blob:` previews of chosen photos and
 * `data:` URLs; calls to the API and socket on the same origin, Stripe, and the postcode service
 * the Japanese address form asks.
 */
export function siteCsp(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes, 'https://js.stripe.com'].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com https://zipcloud.ibsnet.co.jp",
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Media are images only: opened on their own (an SVG of the catalogue, say), they may not run
 * scripts or load anything, and `sandbox` gives them an opaque origin besides.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The CSP source of each inline `<script>` of a page: its text's SHA-256, as browsers hash it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy for the site in `siteDir`, read again when its index.html changes: the server
 * serves a rebuilt site without a restart (site.ts), and a rebuild changes the inline script.
 */
function sitePolicy(siteDir: string | undefined): () => string {
  let cached: { mtimeMs: number; size: number; policy: string } | undefined;
  return () => {
    if (!siteDir) return siteCsp();
    try {
      const file = join(siteDir, 'index.html');
      const { mtimeMs, size } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { mtimeMs, size, policy: siteCsp(inlineScriptHashes(readFileSync(file, 'utf8'))) };
      }
      return cached.policy;
    } catch {
      // No page to hash (no site built): the strictest policy.
      return siteCsp();
    }
  };
}

const MEDIA = /^\/media\//;

/**
 * Over https, browsers are told to come back only over https for a year. Sent only when the
 * request really came over https: on plain http the header is meaningless, and behind a proxy
 * its `X-Forwarded-Proto` is believed only when TRUST_PROXY names that proxy.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Links to other sites carry the origin only, never the path (which may hold an order's id). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The powerful features no page of the marketplace uses are off for it and every frame in it;
 * payment (the browser's Payment Request sheet) only for the site and Stripe's frames.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

export function registerSecurityHeaders(app: FastifyInstance, siteDir: string | undefined): void {
  const policy = sitePolicy(siteDir);
  app.addHook('onSend', async (request, reply, payload) => {
    // Every answer is of the type it says: a browser never guesses (an upload that looks like
    // HTML stays an image, a JSON error stays JSON).
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (MEDIA.test(request.url)) {
      reply.header('content-security-policy', MEDIA_CSP);
    } else if (/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', policy());
    }
    return payload;
  });
}
