/**
 * Where a visitor is: the country a CDN put in a header, else the region of their preferred
 * language (`Accept-Language: fr-CH` → CH), else the configured default.
 */

/** Headers CDNs and hosts use for the visitor's country, most common first. */
export const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'fastly-geo-country',
  'x-appengine-country',
  'x-country-code',
] as const;

type Headers = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Regions of an Accept-Language header, by preference: `fr-CH,en-US;q=0.8` → ['CH', 'US']. */
export function acceptLanguageRegions(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => /^[A-Za-z]{2,3}-([A-Za-z]{2})\b/.exec(entry.tag)?.[1]?.toUpperCase())
    .filter((region): region is string => Boolean(region));
}

/** Candidate alpha-2 codes for the request, best first, ending with the default. */
export function countryCandidates(headers: Headers, defaultCountry: string): string[] {
  const fromCdn = COUNTRY_HEADERS.map((name) => first(headers[name])?.trim().toUpperCase()).filter(
    // Cloudflare sends XX for unknown and T1 for Tor: not countries.
    (code): code is string => Boolean(code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1'),
  );
  return [...fromCdn, ...acceptLanguageRegions(first(headers['accept-language'])), defaultCountry];
}
