import { Favourites, useT } from '@vitrine/widgets';
import { RequireLogin } from '../RequireLogin.js';
import { usePageMeta } from '../usePageMeta.js';

export default function FavouritesPage() {
  const t = useT();
  usePageMeta(t('site.titles.favourites'));
  return (
    <RequireLogin>
      <Favourites />
    </RequireLogin>
  );
}
