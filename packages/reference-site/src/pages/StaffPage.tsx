/**
 * The staff console (an addition to the spec): a visitor goes to the login page, a signed-in user
 * who is not staff sees the not-found page, as if the page did not exist for them.
 */
import { StaffConsole, useSession, useT } from '@vitrine/widgets';
import { RequireLogin } from '../RequireLogin.js';
import { usePageMeta } from '../usePageMeta.js';
import { NotFoundPage } from './NotFoundPage.js';

export default function StaffPage() {
  const t = useT();
  const session = useSession();
  usePageMeta(t('staff.title'));
  if (session && session.role !== 'staff') return <NotFoundPage inShell />;
  return (
    <RequireLogin>
      <StaffConsole />
    </RequireLogin>
  );
}
