/**
 * A link to one of the company pages, in the page's locale: a route of the site, followed
 * without reloading. Under the locale's nested route, wouter writes the `{pays-langue}` in front.
 */
import type { InfoPage } from '@vitrine/sdk-core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function InfoLink({
  page,
  className,
  current,
  children,
}: {
  page: InfoPage;
  className?: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <Link href={`/${page}`} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
