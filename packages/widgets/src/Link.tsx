import type { Destination } from '@vitrine/sdk-core';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from './provider.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: Destination;
}

/**
 * A real link (it opens in a new tab, it can be copied) whose plain clicks the host may handle
 * itself, e.g. as a client-side route change.
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const navigation = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    if (navigation.navigate?.(to)) event.preventDefault();
  };
  return <a {...props} href={navigation.href(to)} onClick={handleClick} />;
}
