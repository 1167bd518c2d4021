/**
 * A postal address written in the order its country's post reads it: Japan from the postcode
 * down to the name, family name first (〒100-0001 / 東京都 / 千代田区千代田1-1 / 山田 太郎), or,
 * written in Latin letters, as a Western reader does; other countries name first, then the street,
 * then postcode and city in the country's own order (`75001 Paris`, `London` over `SW1A 1AA`,
 * `New York, NY 10001`). The orders are Google's address data as the localized-address-format
 * package carries them (a well-kept table of every country's format, rather than rules of our own);
 * screens load this module with the first address they show (LazyPostalAddress), apart from
 * their first bytes.
 */
import type { DeliveryAddressValues, LastAddress } from '@vitrine/sdk-core';
import { formatAddress } from 'localized-address-format';
import type { ReactNode } from 'react';

export interface PostalParts {
  firstName: string;
  lastName: string;
  lines: readonly string[];
  postcode: string;
  city: string;
  region: string;
  /** ISO alpha-2. */
  country: string;
}

/** Japanese, Chinese or Korean script: the address is written for the country's own order. */
const LOCAL_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** The lines of an address in its country's order. */
export function postalLines(parts: PostalParts): string[] {
  const lines = parts.lines.filter(Boolean);
  const local = LOCAL_SCRIPT.test([parts.lastName, ...lines, parts.city, parts.region].join(''));
  const name = (local ? [parts.lastName, parts.firstName] : [parts.firstName, parts.lastName])
    .filter(Boolean)
    .join(' ');
  const address = {
    postalCountry: parts.country.toUpperCase(),
    name,
    addressLines: lines,
    postalCode: parts.postcode,
    locality: parts.city,
    administrativeArea: parts.region,
  };
  const script = local ? 'local' : 'latin';
  let written = formatAddress(address, script);
  const has = (text: string) => written.some((line) => line.includes(text));
  if (parts.city && !has(parts.city)) {
    // A format without a city (Japan's) writes it in the street lines: at their head in Japanese
    // (千代田区千代田1-1), after them in Latin letters (1-1 Chiyoda, Chiyoda-ku, Tokyo).
    const last = lines.length - 1;
    const withCity = local
      ? [`${parts.city}${lines[0] ?? ''}`, ...lines.slice(1)]
      : [...lines.slice(0, Math.max(last, 0)), [lines[last], parts.city].filter(Boolean).join(', ')];
    written = formatAddress({ ...address, addressLines: withCity }, script);
  }
  // A region the country's post does not write (France's) is still what the shopper gave: last.
  return parts.region && !has(parts.region) ? [...written, parts.region] : written;
}

/** The parts of an address as the checkout's form or the last-used address names them. */
export function partsOf(address: DeliveryAddressValues | LastAddress): PostalParts {
  return 'adresse_1' in address
    ? {
        firstName: address.prenom ?? '',
        lastName: address.nom,
        lines: [address.adresse_1, address.adresse_2 ?? ''],
        postcode: address.code_postal,
        city: address.ville,
        region: address.region_etat ?? '',
        country: address.alpha2,
      }
    : {
        firstName: address.prenom ?? '',
        lastName: address.nom ?? '',
        lines: [address.adresse, address.complement ?? ''],
        postcode: address.code_postal ?? '',
        city: address.ville ?? '',
        region: address.region_etat ?? '',
        country: address.pays,
      };
}

/**
 * The address as lines of an `<address>`, and what follows them (the country, a phone). It takes
 * the screens' own shapes, so the mapping comes with this module rather than with their bytes.
 */
export function PostalAddress({
  address,
  className,
  testId,
  children,
}: {
  address: DeliveryAddressValues | LastAddress;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <address className={className} data-testid={testId}>
      {postalLines(partsOf(address)).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      {children}
    </address>
  );
}
