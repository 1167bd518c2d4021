import { Cart, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function CartPage() {
  const t = useT();
  usePageMeta(t('site.titles.cart'));
  return <Cart />;
}
