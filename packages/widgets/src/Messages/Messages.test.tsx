/**
 * 'Mes messages' against the real server, between users signed up here: the conversation list,
 * opening a conversation with its subject, and the list following live messages.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshUsers, unique, until } from '../AccountMenu/AccountMenu.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { Messages } from './Messages.js';

const user = freshUsers();

describe('Messages', () => {
  it('lists each conversation: the other person, the subject, the last message, its date, what is unread', async () => {
    const alice = await user();
    const bruno = await user();
    const subject = `Sac Kelly ${unique()}`;
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Bonjour !',
    });
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Est-il toujours disponible ?',
    });
    renderWithClient(<Messages />, bruno.client);
    expect(screen.getByRole('heading', { name: 'Mes messages' })).toBeTruthy();
    const [item] = await screen.findAllByTestId('conversation');
    const conversation = within(item as HTMLElement);
    expect(conversation.getByText(alice.user.pseudo)).toBeTruthy();
    expect(conversation.getByText(subject)).toBeTruthy();
    expect(conversation.getByText('Est-il toujours disponible ?')).toBeTruthy();
    expect(conversation.getByText('2 non lus')).toBeTruthy();
    const date = item?.querySelector('time');
    expect(date?.textContent).toMatch(/\d{4}/);
    expect(Number.isNaN(Date.parse(date?.getAttribute('datetime') ?? ''))).toBe(false);
  });

  it('opens a conversation with its subject: through onOpenConversation, or a link', async () => {
    const alice = await user();
    const bruno = await user();
    const subject = `Mocassins ${unique()}`;
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Taille 40 ?',
    });
    const onOpenConversation = vi.fn();
    renderWithClient(<Messages onOpenConversation={onOpenConversation} />, bruno.client);
    fireEvent.click(
      within((await screen.findAllByTestId('conversation'))[0] as HTMLElement).getByRole('link'),
    );
    expect(onOpenConversation).toHaveBeenCalledWith(alice.user.id_user, subject);
    cleanup();

    const navigation = recordingNavigation();
    renderWithClient(<Messages />, bruno.client, navigation);
    const link = within((await screen.findAllByTestId('conversation'))[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/fr-fr/useraccount/message-detail/${alice.user.id_user}`);
    fireEvent.click(link);
    expect(navigation.visited).toEqual([{ to: 'conversation', id_recever: alice.user.id_user }]);
  });

  it('says when there are no messages', async () => {
    const { client } = await user();
    renderWithClient(<Messages />, client);
    expect(await screen.findByText('Aucun message pour l’instant.')).toBeTruthy();
  });

  it('shows a new conversation as it arrives, without a reload', async () => {
    const alice = await user();
    const bruno = await user(true);
    await until(() => bruno.client.store.getState().connected);
    renderWithClient(<Messages />, bruno.client);
    expect(await screen.findByText('Aucun message pour l’instant.')).toBeTruthy();
    const subject = `Foulard ${unique()}`;
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Il est en soie ?',
    });
    await waitFor(() => expect(screen.getByText(subject)).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('Il est en soie ?')).toBeTruthy();
  });
});
