/**
 * The contact dialog, fetched when first opened: the pages that offer it (a product, a seller's
 * profile) do not carry it — nor the form validation it brings — on their first render.
 */
import { lazyOnceShown } from '../lazyScreen.js';
import type { ContactDialogProps } from './ContactDialog.js';

/**
 * {@link ContactDialog}, loaded on its first opening; until then it renders and fetches nothing.
 * Once opened it stays mounted, as the dialog itself does, so a message typed survives closing.
 */
export const LazyContactDialog = lazyOnceShown<ContactDialogProps>(
  () => import('./ContactDialog.js').then((module) => module.ContactDialog),
  (props) => props.open,
);
