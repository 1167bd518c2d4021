import { ProductDetail, useT } from '@vitrine/widgets';
import { useParams } from 'wouter';
import { usePageMeta } from '../usePageMeta.js';

export default function ProductPage() {
  const t = useT();
  const { id_produit } = useParams<{ id_produit: string }>();
  usePageMeta(t('site.titles.product'), t('site.descriptions.default'));
  return <ProductDetail key={id_produit} productId={Number(id_produit)} />;
}
