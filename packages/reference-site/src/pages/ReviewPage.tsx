import type { CheckoutResult } from '@vitrine/sdk-core';
import { CheckoutReview, useT } from '@vitrine/widgets';
import { useHistoryState } from 'wouter/use-browser-location';
import { RequireLogin } from '../RequireLogin.js';
import { usePageMeta } from '../usePageMeta.js';

export default function ReviewPage() {
  const t = useT();
  const state = useHistoryState<{ result?: CheckoutResult } | null>();
  usePageMeta(t('site.titles.review'));
  return (
    <RequireLogin>
      <CheckoutReview result={state?.result ?? null} />
    </RequireLogin>
  );
}
