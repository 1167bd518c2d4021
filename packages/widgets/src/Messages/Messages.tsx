/**
 * 'Mes messages' (spec §2 "Messages"): the conversations, most recent first — the other person,
 * the subject, the last message, its date and what is unread. The list lives in the shared state,
 * which the SDK refreshes on every live message, so it stays current without a reload. A click
 * opens the conversation: `onOpenConversation(id, subject)` lets the host pass the subject as
 * navigation state (spec §2).
 */
import type { MouseEvent } from 'react';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Avatar, CountBadge, EmptyState } from '../ui/bits.js';
import { RequireSession } from '../ui/RequireSession.js';

export interface MessagesProps {
  /** Opens a conversation. @default follows a link to the conversation page */
  onOpenConversation?(idOther: number, subject: string): void;
}

export function Messages(props: MessagesProps) {
  return (
    <RequireSession>
      <ConversationList {...props} />
    </RequireSession>
  );
}

function ConversationList({ onOpenConversation }: MessagesProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const userId = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(() => client.messages.conversations(), [client, userId]);
  // The shared list: refreshed by the SDK on live messages after this first read.
  const conversations = useVitrineState((state) => state.messages) ?? remote.data;

  const open = (idOther: number, subject: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenConversation) return;
    event.preventDefault();
    onOpenConversation(idOther, subject);
  };

  return (
    <section>
      <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('messages.title')}
      </h2>
      {!conversations && remote.status === 'loading' && <LoadingState />}
      {!conversations && remote.status === 'error' && <ErrorState remote={remote} />}
      {conversations && conversations.length === 0 && (
        <EmptyState title={t('messages.empty')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('messages.emptyHint')}</p>
        </EmptyState>
      )}
      {conversations && conversations.length > 0 && (
        <ul
          aria-label={t('messages.listLabel')}
          className={css({ listStyle: 'none', margin: 0, padding: 0 })}
        >
          {conversations.map((conversation) => (
            <li
              key={`${conversation.id_interlocuteur}-${conversation.objet}`}
              data-testid="conversation"
              className={css({ borderBottom: `1px solid ${tokens.line}` })}
            >
              <Link
                to={{ to: 'conversation', id_recever: conversation.id_interlocuteur }}
                onClick={open(conversation.id_interlocuteur, conversation.objet)}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '14px 4px',
                  color: tokens.ink,
                  textDecoration: 'none',
                  '&:hover': { background: tokens.subtle },
                  ...focusRing,
                })}
              >
                <Avatar src={conversation.image_interlocuteur} size={44} />
                <span className={css({ flex: 1, minWidth: 0, display: 'grid', gap: 2 })}>
                  <span className={css({ display: 'flex', justifyContent: 'space-between', gap: 8 })}>
                    <strong>{conversation.pseudo_interlocuteur}</strong>
                    <time
                      dateTime={conversation.date_envoi}
                      className={css({ fontSize: 12, color: tokens.muted })}
                    >
                      {formatDate(conversation.date_envoi)}
                    </time>
                  </span>
                  <span className={css({ fontSize: 14, fontWeight: conversation.non_lus > 0 ? 600 : 400 })}>
                    {conversation.objet}
                  </span>
                  <span
                    className={css({
                      fontSize: 13,
                      color: tokens.muted,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {conversation.corps_message}
                  </span>
                </span>
                <CountBadge
                  count={conversation.non_lus}
                  label={t('messages.unread', { count: conversation.non_lus })}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
