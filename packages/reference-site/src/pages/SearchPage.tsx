import { SearchResults, useT } from '@vitrine/widgets';
import { useSearchParams } from 'wouter';
import { usePageMeta } from '../usePageMeta.js';

export default function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  usePageMeta(t('site.titles.search', { q: query }), t('site.descriptions.products'));
  return <SearchResults query={query} />;
}
