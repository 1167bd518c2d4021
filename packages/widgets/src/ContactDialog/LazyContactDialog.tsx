/**
 * The contact dialog, fetched when first opened: the pages that offer it (a product, a seller's
 * profile) do not carry it — nor the form validation it brings — on their first render (issue 7).
 */
import { useState } from 'react';
import { lazyScreen } from '../lazyScreen.js';
import type { ContactDialogProps } from './ContactDialog.js';

const Loaded = lazyScreen(() => import('./ContactDialog.js').then((module) => module.ContactDialog), {
  whileLoading: () => null,
});

/**
 * {@link ContactDialog}, loaded on its first opening; until then it renders and fetches nothing.
 * Once opened it stays mounted, as the dialog itself does, so a message typed survives closing.
 */
export function LazyContactDialog(props: ContactDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Loaded {...props} /> : null;
}
