/**
 * The 'Commentaires' accordion. The web service has no comments yet (spec §7 lists no call for
 * them), so it says honestly that there are none rather than showing a form that goes nowhere.
 */
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Accordion } from '../ui/Accordion.js';

export function CommentsPanel() {
  const t = useT();
  const { css } = useCss();
  return (
    <Accordion title={t('product.comments')}>
      <p className={css({ margin: 0, color: tokens.muted })}>{t('product.noComments')}</p>
    </Accordion>
  );
}
