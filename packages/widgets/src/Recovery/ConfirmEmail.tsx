/**
 * The page an address's confirmation link opens (a new address's, or the one signed up with): one
 * button confirms it (a button rather than at opening, so a mail scanner that opens links
 * confirms nothing).
 */
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { useLinkToken } from './linkToken.js';
import { refusalText } from './refusalText.js';

export interface ConfirmEmailProps {
  /** The link's secret. @default read from the page's fragment (`#token=…`) */
  token?: string;
}

export function ConfirmEmail({ token }: ConfirmEmailProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const secret = useLinkToken(token);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const confirm = useAction(() => client.account.confirmEmail(secret ?? ''));

  const text = (body: string, role: 'alert' | 'status') => (
    <p role={role} className={css({ margin: 0, color: role === 'alert' ? tokens.danger : tokens.ink })}>
      {body}
    </p>
  );
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 16, maxWidth: 480 })}>
      <h1 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('auth.recovery.confirmTitle')}
      </h1>
      {!secret ? (
        text(t('auth.recovery.noToken'), 'alert')
      ) : confirmed ? (
        text(t('auth.recovery.confirmed', { email: confirmed }), 'status')
      ) : (
        <>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('auth.recovery.confirmIntro')}</p>
          {confirm.error && text(refusalText(t, confirm.error), 'alert')}
          <div>
            <Button
              busy={confirm.busy}
              onClick={async () => {
                const result = await confirm.run();
                if (result?.data) setConfirmed(result.data);
              }}
            >
              {t('auth.recovery.confirmSubmit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
