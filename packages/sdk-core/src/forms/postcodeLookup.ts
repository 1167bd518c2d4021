/**
 * Japan's postcode lookup (spec §5): a postcode fills the prefecture, city and town of the seller
 * address. The service is injectable; the default asks the public zipcloud API.
 */
export interface PostcodeAddress {
  /** Prefecture (the address's region/state). */
  prefecture: string;
  city: string;
  town: string;
}

export type PostcodeLookup = (postcode: string) => Promise<PostcodeAddress | null>;

export const ZIPCLOUD_URL = 'https://zipcloud.ibsnet.co.jp/api/search';

/** Looks up a seven-digit Japanese postcode (`123-4567` or `1234567`); null when unknown or unreachable. */
export function japanesePostcodeLookup(fetcher: () => typeof fetch = () => globalThis.fetch): PostcodeLookup {
  return async (postcode) => {
    const digits = postcode.replace(/[^\d]/g, '');
    if (!/^\d{7}$/.test(digits)) return null;
    try {
      const response = await fetcher()(`${ZIPCLOUD_URL}?zipcode=${digits}`);
      if (!response.ok) return null;
      const body = (await response.json()) as {
        results?: { address1: string; address2: string; address3: string }[] | null;
      };
      const first = body.results?.[0];
      return first ? { prefecture: first.address1, city: first.address2, town: first.address3 } : null;
    } catch {
      return null;
    }
  };
}
