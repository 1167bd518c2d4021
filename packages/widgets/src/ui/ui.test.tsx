import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryStorage, createVitrine } from '@vitrine/sdk-core';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { Accordion } from './Accordion.js';
import { CountBadge } from './bits.js';
import { Dialog } from './Dialog.js';
import { rowsFor, TextField } from './Field.js';
import { SharedSnackbars, SNACKBAR_MS, Snackbars, showSnackbar } from './Snackbars.js';
import { Tabs } from './Tabs.js';

afterEach(cleanup);
const client = createVitrine({ baseUrl: 'https://shop.example', storage: createMemoryStorage() });
const wrap = (ui: ReactNode) => render(<VitrineProvider client={client}>{ui}</VitrineProvider>);

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} title="Guide des tailles" onClose={() => setOpen(false)}>
        <button type="button">Premier</button>
        <button type="button">Dernier</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its title; Escape closes it and gives focus back', () => {
    wrap(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Guide des tailles' }) as HTMLDialogElement;
    // The browser's own modal: its top layer, focus and the inert page behind are Chromium's,
    // proven in the keyboard journey.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog.open).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
  it('hears the browser close it, as a phone’s back gesture does, and opens again from its button', async () => {
    wrap(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Guide des tailles' }) as HTMLDialogElement;
    await act(async () => dialog.close());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    expect((screen.getByRole('dialog', { name: 'Guide des tailles' }) as HTMLDialogElement).open).toBe(true);
  });
});

describe('Tabs', () => {
  it('moves with the arrow keys and shows one panel', () => {
    function Harness() {
      const [tab, setTab] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          label="Commandes"
          selected={tab}
          onSelect={setTab}
          items={[
            { key: 'a', label: 'Mes achats (2)', panel: <p>achats</p> },
            { key: 'b', label: 'Mes ventes (0)', panel: <p>ventes</p> },
          ]}
        />
      );
    }
    wrap(<Harness />);
    expect(screen.getByRole('tabpanel').textContent).toBe('achats');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Mes achats (2)' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Mes ventes (0)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('ventes');
  });
});

describe('Accordion', () => {
  it('opens and closes its region', () => {
    wrap(<Accordion title="Description">Un cabas.</Accordion>);
    const button = screen.getByRole('button', { name: /Description/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /Description/ }).textContent).toBe('Un cabas.');
  });
});

describe('fields', () => {
  it('ties the message to the control and marks it invalid', () => {
    wrap(
      <TextField
        label="E-mail"
        required
        error="Saisissez une adresse e-mail valide."
        value="x"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Saisissez une adresse e-mail valide.');
  });

  it('grows a text box from 2 to 7 rows', () => {
    expect(rowsFor('', 2, 7)).toBe(2);
    expect(rowsFor('a\nb\nc', 2, 7)).toBe(3);
    expect(rowsFor('1\n2\n3\n4\n5\n6\n7\n8\n9', 2, 7)).toBe(7);
  });
});

describe('CountBadge', () => {
  it("reads the number, '9+' above nine, and nothing at 0", () => {
    const { rerender } = wrap(<CountBadge count={3} label="3 articles" />);
    expect(screen.getByTestId('count-badge').textContent).toBe('33 articles');
    rerender(
      <VitrineProvider client={client}>
        <CountBadge count={12} label="12 articles" />
      </VitrineProvider>,
    );
    expect(screen.getByTestId('count-badge').firstChild?.textContent).toBe('9+');
    rerender(
      <VitrineProvider client={client}>
        <CountBadge count={0} label="0" />
      </VitrineProvider>,
    );
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });
});

describe('Snackbars', () => {
  it('shows messages, then lets them go', () => {
    vi.useFakeTimers();
    wrap(<Snackbars />);
    act(() => showSnackbar(client, 'Ajouté au panier'));
    expect(screen.getByTestId('snackbar').textContent).toBe('Ajouté au panier');
    act(() => vi.advanceTimersByTime(SNACKBAR_MS + 10));
    expect(screen.queryByTestId('snackbar')).toBeNull();
    vi.useRealTimers();
  });

  it('shows the same words once while they are on screen, and again once they are gone', () => {
    vi.useFakeTimers();
    wrap(<Snackbars />);
    act(() => {
      showSnackbar(client, 'Message envoyé');
      showSnackbar(client, 'Message envoyé');
      showSnackbar(client, 'Message envoyé', 'error');
    });
    expect(screen.getAllByTestId('snackbar').map((bar) => bar.textContent)).toEqual([
      'Message envoyé',
      'Message envoyé',
    ]);
    act(() => vi.advanceTimersByTime(SNACKBAR_MS + 10));
    act(() => showSnackbar(client, 'Message envoyé'));
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
    vi.useRealTimers();
  });

  it('sits at the bottom of the screen, never over the header', () => {
    wrap(<Snackbars />);
    act(() => showSnackbar(client, 'Connecté'));
    const place = getComputedStyle(screen.getByRole('status'));
    expect(place.position).toBe('fixed');
    expect(place.bottom).toBe('16px');
    expect(place.top).not.toBe('16px');
  });

  it('shows them once for elements sharing a client, and from the next element when the first leaves', () => {
    function Elements({ first }: { first: boolean }) {
      return (
        <>
          {first && <SharedSnackbars />}
          <SharedSnackbars />
          <SharedSnackbars />
        </>
      );
    }
    const shared = createVitrine({ baseUrl: 'https://shop.example', storage: createMemoryStorage() });
    const view = render(
      <VitrineProvider client={shared}>
        <Elements first />
      </VitrineProvider>,
    );
    act(() => showSnackbar(shared, 'Ajouté au panier'));
    expect(screen.getAllByTestId('snackbar').map((bar) => bar.textContent)).toEqual(['Ajouté au panier']);
    // The element that showed them goes; nothing else re-renders, yet the next one takes over.
    view.rerender(
      <VitrineProvider client={shared}>
        <Elements first={false} />
      </VitrineProvider>,
    );
    act(() => showSnackbar(shared, 'Message envoyé'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByTestId('snackbar').map((bar) => bar.textContent)).toContain('Message envoyé');
  });
});
