/**
 * Short messages at the bottom of the screen (spec §9 puts them at the top, where they covered the
 * header's icons; at the bottom they cover nothing one needs), announced politely to screen readers:
 * the live notices of spec §7 ('Connecté', 'Message envoyé', 'Message reçu') and whatever a
 * widget reports with `useSnackbar()`. One queue per client, shared by every widget of a page.
 */
import type { VitrineClient } from '@vitrine/sdk-core';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

/**
 * What a client's widgets share: the snackbars shown, and the elements that could show them, in
 * mounting order (the first one does). A zustand store per client, as the SDK keeps its state.
 */
interface SnackbarState {
  items: Snackbar[];
  hosts: symbol[];
}

const stores = new WeakMap<VitrineClient, StoreApi<SnackbarState>>();
let nextId = 1;

function storeOf(client: VitrineClient): StoreApi<SnackbarState> {
  let store = stores.get(client);
  if (!store) {
    store = createStore<SnackbarState>(() => ({ items: [], hosts: [] }));
    stores.set(client, store);
  }
  return store;
}

/** Shows a snackbar for the client's widgets. */
export function showSnackbar(client: VitrineClient, text: string, tone: Snackbar['tone'] = 'info'): void {
  const store = storeOf(client);
  const item = { id: nextId++, text, tone };
  store.setState(({ items }) => ({ items: [...items, item].slice(-3) }));
  setTimeout(
    () => store.setState(({ items }) => ({ items: items.filter((other) => other.id !== item.id) })),
    SNACKBAR_MS,
  );
}

export function useSnackbar(): (text: string, tone?: Snackbar['tone']) => void {
  const client = useVitrine();
  return (text, tone) => showSnackbar(client, text, tone);
}

/**
 * Renders the snackbars once per client however many elements share it: the first element that
 * mounts shows them; when it leaves, the next one in mounting order takes over at once (each
 * instance listens for it), so a snackbar is never shown by nobody.
 */
export function SharedSnackbars() {
  const client = useVitrine();
  const [self] = useState(() => Symbol('snackbar host'));
  const store = storeOf(client);
  useEffect(() => {
    store.setState(({ hosts }) => ({ hosts: [...hosts, self] }));
    return () => store.setState(({ hosts }) => ({ hosts: hosts.filter((other) => other !== self) }));
  }, [store, self]);
  const isHost = useStore(store, ({ hosts }) => hosts[0] === self);
  return isHost ? <Snackbars /> : null;
}

/** Renders the queue, and turns the client's live notices into snackbars. Mount it once per page. */
export function Snackbars() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const items = useStore(storeOf(client), (state) => state.items);

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
