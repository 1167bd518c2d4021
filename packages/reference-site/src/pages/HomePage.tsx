import { Home, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function HomePage() {
  const t = useT();
  usePageMeta(t('home.tagline'), t('home.taglineSub'));
  return <Home />;
}
