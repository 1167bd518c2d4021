/**
 * Short messages at the bottom of the screen (spec §9 puts them at the top, where they covered the
 * header's icons; at the bottom they cover nothing one needs), announced politely to screen readers:
 * the live notices of spec §7 ('Connecté', 'Message envoyé', 'Message reçu') and whatever a
 * widget reports with `useSnackbar()`. One queue per client, shared by every widget of a page.
 */
import type { VitrineClient } from '@vitrine/sdk-core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export interface Snackbar {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

/** How long a snackbar stays. */
export const SNACKBAR_MS = 4000;

interface Queue {
  items: Snackbar[];
  listeners: Set<() => void>;
}

const queues = new WeakMap<VitrineClient, Queue>();
let nextId = 1;

function queueOf(client: VitrineClient): Queue {
  let queue = queues.get(client);
  if (!queue) {
    queue = { items: [], listeners: new Set() };
    queues.set(client, queue);
  }
  return queue;
}

function change(queue: Queue, items: Snackbar[]) {
  queue.items = items;
  for (const listener of queue.listeners) listener();
}

/** Shows a snackbar for the client's widgets. */
export function showSnackbar(client: VitrineClient, text: string, tone: Snackbar['tone'] = 'info'): void {
  const queue = queueOf(client);
  // The same words already shown say nothing more: a message sent from the contact dialog is
  // confirmed by the dialog and by the live notice of the message, in the same words.
  if (queue.items.some((shown) => shown.text === text && shown.tone === tone)) return;
  const item = { id: nextId++, text, tone };
  change(queue, [...queue.items, item].slice(-3));
  setTimeout(
    () =>
      change(
        queue,
        queue.items.filter((other) => other.id !== item.id),
      ),
    SNACKBAR_MS,
  );
}

export function useSnackbar(): (text: string, tone?: Snackbar['tone']) => void {
  const client = useVitrine();
  return (text, tone) => showSnackbar(client, text, tone);
}

interface Hosts {
  /** The mounted instances, in mounting order: the first one shows the snackbars. */
  order: symbol[];
  listeners: Set<() => void>;
}

const hostsOf = new WeakMap<VitrineClient, Hosts>();

function hostsFor(client: VitrineClient): Hosts {
  let hosts = hostsOf.get(client);
  if (!hosts) {
    hosts = { order: [], listeners: new Set() };
    hostsOf.set(client, hosts);
  }
  return hosts;
}

function changeHosts(hosts: Hosts, order: symbol[]) {
  hosts.order = order;
  for (const listener of hosts.listeners) listener();
}

/**
 * Renders the snackbars once per client however many elements share it: the first element that
 * mounts shows them; when it leaves, the next one in mounting order takes over at once (each
 * instance listens for it), so a snackbar is never shown by nobody.
 */
export function SharedSnackbars() {
  const client = useVitrine();
  const [self] = useState(() => Symbol('snackbar host'));
  const hosts = hostsFor(client);
  useEffect(() => {
    changeHosts(hosts, [...hosts.order, self]);
    return () =>
      changeHosts(
        hosts,
        hosts.order.filter((other) => other !== self),
      );
  }, [hosts, self]);
  const isHost = useSyncExternalStore(
    (listener) => {
      hosts.listeners.add(listener);
      return () => hosts.listeners.delete(listener);
    },
    () => hosts.order[0] === self,
    () => false,
  );
  return isHost ? <Snackbars /> : null;
}

/** Renders the queue, and turns the client's live notices into snackbars. Mount it once per page. */
export function Snackbars() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const queue = queueOf(client);
  const items = useSyncExternalStore(
    (listener) => {
      queue.listeners.add(listener);
      return () => queue.listeners.delete(listener);
    },
    () => queue.items,
    () => queue.items,
  );

  useEffect(
    () => client.on('notice', ({ kind }) => showSnackbar(client, t(`common.notices.${kind}`))),
    [client, t],
  );

  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1100,
        display: 'grid',
        gap: 8,
        width: 'max-content',
        maxWidth: 'min(360px, calc(100vw - 32px))',
        fontFamily: tokens.font,
        pointerEvents: 'none',
      })}
    >
      {items.map((item) => (
        <div
          key={item.id}
          data-testid="snackbar"
          className={css({
            padding: '12px 16px',
            background: item.tone === 'error' ? tokens.danger : tokens.ink,
            color: tokens.surface,
            borderRadius: tokens.radius,
            boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
            fontSize: 14,
          })}
        >
          {item.text}
        </div>
      ))}
    </div>
  );
}
