import { Sellers, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function SellersPage() {
  const t = useT();
  usePageMeta(t('site.titles.sellers'), t('site.descriptions.sellers'));
  return <Sellers />;
}
