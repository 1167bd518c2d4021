import { ProductDetail, useT } from '@vitrine/widgets';
import { useState } from 'react';
import { useParams } from 'wouter';
import { usePageMeta } from '../usePageMeta.js';

export default function ProductPage() {
  const t = useT();
  const { id_produit } = useParams<{ id_produit: string }>();
  // The product's brand and model once read ("Gucci Marmont bag · Vitrine"), a word until then.
  const [name, setName] = useState<{ id: string; text: string } | null>(null);
  usePageMeta(name?.id === id_produit ? name.text : t('site.titles.product'), t('site.descriptions.default'));
  return (
    <ProductDetail
      key={id_produit}
      productId={Number(id_produit)}
      onLoaded={({ description }) =>
        setName({ id: id_produit, text: `${description.marque} ${description.modele}` })
      }
    />
  );
}
