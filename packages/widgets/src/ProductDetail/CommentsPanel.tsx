/**
 * The 'Commentaires' accordion: what buyers of this seller said of them after their orders
 * completed (the web service has no comments on a product itself).
 */
import { useT } from '../hooks/useT.js';
import { ReviewList } from '../SellerReview/ReviewList.js';
import { Accordion } from '../ui/Accordion.js';

export function CommentsPanel({ sellerId }: { sellerId: number }) {
  const t = useT();
  return (
    <Accordion title={t('product.comments')}>
      <ReviewList sellerId={sellerId} />
    </Accordion>
  );
}
