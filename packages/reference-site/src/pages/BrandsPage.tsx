import { Brands, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function BrandsPage() {
  const t = useT();
  usePageMeta(t('site.titles.designers'), t('site.descriptions.designers'));
  return <Brands />;
}
