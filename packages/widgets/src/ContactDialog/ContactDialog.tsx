/**
 * Writing to another user (spec §2): the receiver's avatar and pseudo, the subject, a message box
 * that grows from 2 to 7 rows (spec §9), and send. Opened by Contact on a product and a seller
 * profile, and by CONTACTER on an order. A visitor is asked to sign in first.
 */
import { ACCOUNT_DELETED_CODE, checkForm, type Message, replyForm, type SdkError } from '@vitrine/sdk-core';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Avatar } from '../ui/bits.js';
import { Dialog } from '../ui/Dialog.js';
import { TextAreaField } from '../ui/Field.js';
import { useSnackbar } from '../ui/Snackbars.js';

export interface ContactReceiver {
  id_user: number;
  pseudo_profile: string;
  image_link_profile: string | null;
}

export interface ContactDialogProps {
  open: boolean;
  onClose(): void;
  receiver: ContactReceiver;
  subject: string;
  /** Called with the thread once the message is sent. */
  onSent?(thread: Message[]): void;
}

export function ContactDialog({ open, onClose, receiver, subject, onSent }: ContactDialogProps) {
  const client = useVitrine();
  const session = useSession();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const form = useForm({ corps_message: '' }, (values) => checkForm(replyForm, values));
  const send = useAction((text: string) =>
    client.messages.send({ id_receiver: receiver.id_user, objet: subject, corps_message: text }),
  );

  // A deleted account is said in the reader's language; the server's text is English.
  const refusalText = (error: SdkError) =>
    'body' in error && error.body.code === ACCOUNT_DELETED_CODE
      ? t('messages.receiverDeleted')
      : error.message;

  const submit = form.submit(async ({ corps_message }) => {
    const result = await send.run(corps_message);
    if (!result?.data) return;
    form.reset({ corps_message: '' });
    snackbar(t('common.contact.sent'));
    onSent?.(result.data);
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('common.contact.title')}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 })}>
        <Avatar src={receiver.image_link_profile} size={48} />
        <div>
          <div className={css({ fontSize: 12, color: tokens.muted })}>{t('common.contact.to')}</div>
          <strong>{receiver.pseudo_profile}</strong>
        </div>
      </div>
      <p className={css({ margin: '0 0 16px' })}>
        <span className={css({ color: tokens.muted })}>{t('common.contact.subject')} : </span>
        {subject}
      </p>
      {session ? (
        <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: 16 })}>
          <TextAreaField
            label={t('common.contact.message')}
            required
            {...form.bind('corps_message')}
            error={form.error('corps_message') ?? (send.error ? refusalText(send.error) : null)}
          />
          <div>
            <Button type="submit" busy={send.busy}>
              {t('common.contact.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p>
          <Link to={{ to: 'login' }}>{t('common.contact.signIn')}</Link>
        </p>
      )}
    </Dialog>
  );
}
