import { ProductDetail, useT } from '@vitrine/widgets';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { hrefOf } from '../siteNavigation.js';
import { usePageMeta } from '../usePageMeta.js';

/** A path segment as written, its percent-encoding read; as it stands when that is broken. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface Loaded {
  id: string;
  /** "Gucci Marmont bag", for the page's title. */
  name: string;
  /** The product's category slug in the page's language: its one address. */
  slug: string;
}

export default function ProductPage() {
  const t = useT();
  const { id_produit, categorie = '' } = useParams<{ id_produit: string; categorie: string }>();
  // The product once read; a word for the title until then.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const shown = loaded?.id === id_produit ? loaded : null;
  usePageMeta(shown ? shown.name : t('site.titles.product'), t('site.descriptions.default'));
  // The page reads the product in its language, with its category's slug in it: an address with
  // another slug (another language's, an old one) is replaced by the one address, as the server's
  // 301 does for a page it serves.
  useEffect(() => {
    if (!shown || decoded(categorie) === shown.slug) return;
    const { search, hash } = window.location;
    navigate(
      `${hrefOf({ to: 'product', id_produit: Number(shown.id), categorie: shown.slug })}${search}${hash}`,
      { replace: true, state: window.history.state },
    );
  }, [shown, categorie]);
  return (
    <ProductDetail
      key={id_produit}
      productId={Number(id_produit)}
      onLoaded={({ description }) =>
        setLoaded({
          id: id_produit,
          name: `${description.marque} ${description.modele}`,
          slug: description.categorie_slug,
        })
      }
    />
  );
}
