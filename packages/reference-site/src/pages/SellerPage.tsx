import { SellerProfile, useT } from '@vitrine/widgets';
import { useParams } from 'wouter';
import { usePageMeta } from '../usePageMeta.js';

export default function SellerPage() {
  const t = useT();
  const { id_vendeur } = useParams<{ id_vendeur: string }>();
  usePageMeta(t('site.titles.seller'), t('site.descriptions.sellers'));
  return <SellerProfile key={id_vendeur} sellerId={Number(id_vendeur)} />;
}
