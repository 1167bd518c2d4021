/**
 * The 'Commentaires' accordion: what buyers of this seller said of them after their orders
 * completed (the web service has no comments on a product itself). The reviews and their code
 * are fetched when the panel is first opened, so a product page that never opens it pays nothing.
 */
import { useState } from 'react';
import { useT } from '../hooks/useT.js';
import { LazyReviewList } from '../SellerReview/LazyReviewList.js';
import { Accordion } from '../ui/Accordion.js';

export function CommentsPanel({ sellerId }: { sellerId: number }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <Accordion headingLevel={2} title={t('product.comments')} onOpen={() => setOpened(true)}>
      {opened && <LazyReviewList sellerId={sellerId} emptyText={t('product.noComments')} />}
    </Accordion>
  );
}
