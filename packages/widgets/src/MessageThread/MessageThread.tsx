/**
 * A conversation (spec §2 "Message detail"): the subject, the thread in a box 55vh high that
 * scrolls to the newest message 500 ms after it loads (spec §9), and a reply box of at least two
 * rows that sends only when filled in (spec §5). After a send, the last message of the answer is
 * added (spec §4); a live message on this conversation is added as it arrives, without a reload.
 * Without a subject the user goes back to the conversation list (spec §8). The offers between the
 * two people show above the thread, with the buttons of the one who answers.
 */
import { ACTIVITY_LIMIT_CODE, checkForm, type Message, replyForm, SdkHttpError } from '@vitrine/sdk-core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { lazyScreen } from '../lazyScreen.js';
import { useNavigation, useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { TextAreaField } from '../ui/Field.js';
import { goTo } from '../ui/goTo.js';
import { RequireSession } from '../ui/RequireSession.js';

// The offers between the two people, with their buttons, as their own chunk: most threads have none.
const ThreadOffers = lazyScreen(
  () => import('../Offers/ThreadOffers.js').then((module) => module.ThreadOffers),
  { whileLoading: () => null },
);

/** How long after a load the thread scrolls to its newest message (spec §9). */
export const THREAD_SCROLL_DELAY_MS = 500;

export interface MessageThreadProps {
  /** The other person's id (the route's id_recever). */
  receiverId: number;
  /** The conversation's subject (the spec's navigation state). */
  subject?: string | null;
  /** Called when there is no subject. @default goes to the conversation list */
  onMissingSubject?(): void;
}

export function MessageThread({ receiverId, subject, onMissingSubject }: MessageThreadProps) {
  const navigation = useNavigation();
  const t = useT();
  const missing = !subject?.trim();
  // Once per missing subject, whatever the host's callback identity.
  const leave = useRef(() => {});
  leave.current = () => (onMissingSubject ? onMissingSubject() : goTo(navigation, { to: 'messages' }));
  useEffect(() => {
    if (missing) leave.current();
  }, [missing]);

  if (missing) {
    return (
      <EmptyState title={t('messages.thread.missing')}>
        <Link to={{ to: 'messages' }}>{t('messages.thread.back')}</Link>
      </EmptyState>
    );
  }
  return (
    <RequireSession>
      <Thread receiverId={receiverId} subject={subject as string} />
    </RequireSession>
  );
}

/** Adds a message unless it is there already (a send's answer and its live echo are the same message). */
function withMessage(thread: Message[], message: Message): Message[] {
  return thread.some((item) => item.id_message === message.id_message) ? thread : [...thread, message];
}

function Thread({ receiverId, subject }: { receiverId: number; subject: string }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const titleId = useId();
  const me = useVitrineState((state) => state.user?.id_user);
  const box = useRef<HTMLDivElement>(null);
  const [thread, setThread] = useState<Message[]>([]);
  const remote = useRemote(
    () => client.messages.thread(receiverId, subject),
    [client, receiverId, subject, me],
  );
  const append = useCallback((message: Message) => setThread((current) => withMessage(current, message)), []);

  const scrollToEnd = useCallback(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, []);

  useEffect(() => {
    if (remote.status !== 'ready') return;
    setThread(remote.data);
    // Reading the thread marked it read: the list's unread counts change.
    void client.refresh('messages');
    const timer = setTimeout(scrollToEnd, THREAD_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remote.status, remote.data, client, scrollToEnd]);

  // A message added later (sent or received) is scrolled into view at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the thread grows.
  useEffect(() => {
    if (remote.status === 'ready' && thread.length > remote.data.length) scrollToEnd();
  }, [thread.length]);

  useEffect(
    () =>
      client.on('message', ({ message }) => {
        if (message.objet !== subject) return;
        const other = message.id_sender === me ? message.id_receiver : message.id_sender;
        if (other === receiverId) append(message);
      }),
    [client, subject, me, receiverId, append],
  );
  // Messages sent while the live connection was down never arrive: the thread is read again.
  useEffect(
    () =>
      client.on('resumed', async () => {
        const again = await client.messages.thread(receiverId, subject);
        if (again.data) for (const message of again.data) append(message);
      }),
    [client, receiverId, subject, append],
  );

  const form = useForm({ corps_message: '' }, (values) => checkForm(replyForm, values));
  const send = useAction((text: string) =>
    client.messages.send({ id_receiver: receiverId, objet: subject, corps_message: text }),
  );
  const submit = form.submit(async ({ corps_message }) => {
    const result = await send.run(corps_message);
    if (!result) return;
    const { error } = result;
    if (error instanceof SdkHttpError && error.body.code === ACTIVITY_LIMIT_CODE) {
      // What was typed stays in the box, to be sent once the wait is over.
      const minutes = Math.max(1, Math.ceil(Number(error.body.retry_after) / 60));
      form.setServerError('corps_message', t('messages.thread.limit', { minutes }));
      return;
    }
    if (error) {
      form.setServerError('corps_message', error.message);
      return;
    }
    const last = result.data.at(-1);
    if (last) append(last);
    form.reset({ corps_message: '' });
  });

  const other = thread.find(
    (message) => message.id_sender === receiverId || message.id_receiver === receiverId,
  );
  const otherPseudo = other
    ? other.id_sender === receiverId
      ? other.pseudo_sender
      : other.pseudo_receiver
    : null;

  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 16 })}>
      <header className={css({ display: 'grid', gap: 4 })}>
        <Link to={{ to: 'messages' }} className={css({ color: tokens.muted, fontSize: 14, ...focusRing })}>
          ← {t('messages.thread.back')}
        </Link>
        <h2 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
          {subject}
        </h2>
        {otherPseudo && (
          <p className={css({ margin: 0, color: tokens.muted })}>
            {t('messages.thread.with', { pseudo: otherPseudo })}
          </p>
        )}
      </header>
      <ThreadOffers otherId={receiverId} />
      <div
        ref={box}
        role="log"
        aria-label={t('messages.thread.label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
        data-testid="message-thread"
        className={css({
          height: '55vh',
          overflowY: 'auto',
          padding: 12,
          border: `1px solid ${tokens.line}`,
          background: tokens.subtle,
          ...focusRing,
        })}
      >
        {remote.status === 'loading' && <LoadingState />}
        {remote.status === 'error' && <ErrorState remote={remote} message={remote.error.message} />}
        {remote.status === 'ready' && thread.length === 0 && (
          <p className={css({ color: tokens.muted, textAlign: 'center' })}>{t('messages.thread.empty')}</p>
        )}
        {thread.length > 0 && (
          <ol className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 })}>
            {thread.map((message) => {
              const mine = message.id_sender === me;
              return (
                <li
                  key={message.id_message}
                  data-testid="thread-message"
                  className={css({
                    justifySelf: mine ? 'end' : 'start',
                    maxWidth: '85%',
                    padding: '8px 12px',
                    borderRadius: 12,
                    background: mine ? tokens.ink : tokens.surface,
                    color: mine ? tokens.surface : tokens.ink,
                    border: `1px solid ${mine ? tokens.ink : tokens.line}`,
                  })}
                >
                  <span className={css({ display: 'block', fontSize: 12, opacity: 0.8 })}>
                    {mine ? t('messages.thread.you') : message.pseudo_sender}
                    {' · '}
                    <time dateTime={message.date_envoi}>{formatDate(message.date_envoi)}</time>
                  </span>
                  <span className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                    {message.corps_message}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: 12 })}>
        <TextAreaField label={t('messages.thread.reply')} required {...form.bind('corps_message')} />
        <div>
          <Button type="submit" busy={send.busy}>
            {t('messages.thread.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
