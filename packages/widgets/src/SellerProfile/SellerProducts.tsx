/** The profile's 'Produits' tab: the seller's items in the product grid, page by page (spec §2). */
import { useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { EmptyState } from '../ui/bits.js';
import { PAGE_SIZES, Pagination } from '../ui/Pagination.js';

export interface SellerProductsProps {
  sellerId: number;
  pseudo: string;
}

export function SellerProducts({ sellerId, pseudo }: SellerProductsProps) {
  const client = useVitrine();
  const t = useT();
  const language = useVitrineState((state) => state.language);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const products = useRemote(
    (signal) => client.catalog.bySeller(sellerId, { page, limit: pageSize, signal }),
    [client, sellerId, page, pageSize, language],
    'catalog/bySeller',
  );

  if (products.status === 'loading') return <LoadingState />;
  if (products.status === 'error') return <ErrorState remote={products} message={products.error.message} />;
  const list = products.data.data;
  if (list.length === 0 && page === 1) return <EmptyState title={t('sellers.profile.noProducts')} />;
  const hasNext = list.length === pageSize;
  return (
    <>
      <ProductGrid products={list} label={t('sellers.profile.productsOf', { pseudo })} />
      {(page > 1 || hasNext) && (
        <Pagination
          page={page}
          pageSize={pageSize}
          hasNext={hasNext}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </>
  );
}
