/**
 * A conversation against the real server, between users signed up here: the subject, the thread
 * box and its scroll, the reply box and its rule, the answer's last item appended after a send,
 * a message from the other person appearing live, and those sent while the live connection was
 * down read again when it comes back.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import {
  accountClient,
  freshUsers,
  signUpFresh,
  unique,
  until,
} from '../AccountMenu/AccountMenu.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { MessageThread, THREAD_SCROLL_DELAY_MS } from './MessageThread.js';

const user = freshUsers();

const bubbles = () =>
  screen.queryAllByTestId('thread-message').map((item) => item.lastElementChild?.textContent);

describe('MessageThread without a subject', () => {
  it('hands back to the host, or goes to the conversation list', async () => {
    const { client } = await user();
    const onMissingSubject = vi.fn();
    renderWithClient(<MessageThread receiverId={1} onMissingSubject={onMissingSubject} />, client);
    expect(onMissingSubject).toHaveBeenCalledTimes(1);
    cleanup();
    const navigation = recordingNavigation();
    renderWithClient(<MessageThread receiverId={1} subject="  " />, client, navigation);
    expect(navigation.visited).toEqual([{ to: 'messages' }]);
  });
});

describe('MessageThread', () => {
  it('loads the thread under its subject, in a 55vh box that scrolls to the end 500 ms after', async () => {
    const alice = await user();
    const bruno = await user();
    const subject = `Escarpins ${unique()}`;
    for (const text of ['Bonjour', 'Sont-ils neufs ?', 'Avec la boîte ?']) {
      await alice.client.messages.send({
        id_receiver: bruno.user.id_user,
        objet: subject,
        corps_message: text,
      });
    }
    renderWithClient(<MessageThread receiverId={alice.user.id_user} subject={subject} />, bruno.client);
    expect(screen.getByRole('heading', { name: subject })).toBeTruthy();
    await waitFor(() => expect(bubbles()).toEqual(['Bonjour', 'Sont-ils neufs ?', 'Avec la boîte ?']));
    expect(screen.getByText(`Avec ${alice.user.pseudo}`)).toBeTruthy();
    const box = screen.getByRole('log', { name: 'Fil de la conversation' });
    // 55vh of the window (happy-dom resolves it to pixels).
    expect(getComputedStyle(box).height).toBe(`${(window.innerHeight * 55) / 100}px`);
    expect(getComputedStyle(box).overflowY).toBe('auto');
    // Scrolled to the newest message once the delay has passed, not before.
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 900 });
    expect(box.scrollTop).toBe(0);
    expect(THREAD_SCROLL_DELAY_MS).toBe(500);
    await waitFor(() => expect(box.scrollTop).toBe(900));
    // The reply box starts at two rows.
    expect(screen.getByLabelText(/^Votre réponse/).getAttribute('rows')).toBe('2');
  });

  it('sends nothing while the reply is empty, then appends what was sent', async () => {
    const alice = await user();
    const bruno = await user();
    const subject = `Ceinture ${unique()}`;
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Bonjour',
    });
    renderWithClient(<MessageThread receiverId={alice.user.id_user} subject={subject} />, bruno.client);
    await waitFor(() => expect(bubbles()).toEqual(['Bonjour']));
    const reply = screen.getByLabelText(/^Votre réponse/) as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect((await alice.client.messages.thread(bruno.user.id_user, subject)).data).toHaveLength(1);

    expect(reply.getAttribute('rows')).toBe('2');
    fireEvent.change(reply, { target: { value: 'Oui, en cuir.\nTaille 90.\nNoire.' } });
    expect(reply.getAttribute('rows')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(bubbles()).toEqual(['Bonjour', 'Oui, en cuir.\nTaille 90.\nNoire.']));
    expect(reply.value).toBe('');
    const mine = screen.getAllByTestId('thread-message').at(-1) as HTMLElement;
    expect(within(mine).getByText(/^Vous/)).toBeTruthy();
    const seen = await alice.client.messages.thread(bruno.user.id_user, subject);
    expect(seen.data?.at(-1)?.corps_message).toBe('Oui, en cuir.\nTaille 90.\nNoire.');
  });

  it('adds a message of the other person as it arrives, without a reload', async () => {
    const alice = await user();
    const bruno = await user(true);
    await until(() => bruno.client.store.getState().connected);
    const subject = `Montre ${unique()}`;
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Bonjour',
    });
    renderWithClient(<MessageThread receiverId={alice.user.id_user} subject={subject} />, bruno.client);
    await waitFor(() => expect(bubbles()).toEqual(['Bonjour']));
    // Another subject between the same people stays out of this thread.
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: `Autre ${subject}`,
      corps_message: 'Hors sujet',
    });
    await alice.client.messages.send({
      id_receiver: bruno.user.id_user,
      objet: subject,
      corps_message: 'Elle est révisée.',
    });
    await waitFor(() => expect(bubbles()).toEqual(['Bonjour', 'Elle est révisée.']), { timeout: 5000 });
  });

  it('reads the thread again when the live connection comes back, with what was sent meanwhile', async () => {
    const alice = await user();
    const sockets: Socket[] = [];
    const client = await accountClient({
      realtime: socketIoRealtime({
        transports: ['websocket'],
        socketFactory: (url, options) => {
          const socket = io(url, options);
          sockets.push(socket);
          return socket;
        },
      }),
    });
    try {
      const bruno = await signUpFresh(client);
      await until(() => client.store.getState().connected);
      const subject = `Sac ${unique()}`;
      await alice.client.messages.send({
        id_receiver: bruno.id_user,
        objet: subject,
        corps_message: 'Bonjour',
      });
      renderWithClient(<MessageThread receiverId={alice.user.id_user} subject={subject} />, client);
      await waitFor(() => expect(bubbles()).toEqual(['Bonjour']));

      const socket = sockets[0] as Socket;
      socket.io.reconnection(false);
      socket.io.engine.close();
      await until(() => !client.store.getState().connected);
      await alice.client.messages.send({
        id_receiver: bruno.id_user,
        objet: subject,
        corps_message: 'Pendant votre absence',
      });
      // Nothing arrives while the connection is down.
      expect(bubbles()).toEqual(['Bonjour']);

      socket.io.reconnection(true);
      socket.connect();
      await waitFor(() => expect(bubbles()).toEqual(['Bonjour', 'Pendant votre absence']), { timeout: 5000 });
    } finally {
      cleanup();
      await client.auth.logout();
    }
  });
});
