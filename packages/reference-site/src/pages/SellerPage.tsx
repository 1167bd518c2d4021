import { SellerProfile, useT } from '@vitrine/widgets';
import { useState } from 'react';
import { useParams } from 'wouter';
import { usePageMeta } from '../usePageMeta.js';

export default function SellerPage() {
  const t = useT();
  const { id_vendeur } = useParams<{ id_vendeur: string }>();
  const [pseudo, setPseudo] = useState<{ id: string; text: string } | null>(null);
  usePageMeta(
    pseudo?.id === id_vendeur ? pseudo.text : t('site.titles.seller'),
    t('site.descriptions.sellers'),
  );
  return (
    <SellerProfile
      key={id_vendeur}
      sellerId={Number(id_vendeur)}
      onLoaded={({ pseudo_profile }) => setPseudo({ id: id_vendeur, text: pseudo_profile })}
    />
  );
}
