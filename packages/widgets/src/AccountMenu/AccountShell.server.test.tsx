// @vitest-environment node
/** Rendering the account screens on a server does nothing a server cannot do. */
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AccountAddresses } from '../AccountAddresses/AccountAddresses.js';
import { Identity } from '../Identity/Identity.js';
import { Messages } from '../Messages/Messages.js';
import { MessageThread } from '../MessageThread/MessageThread.js';
import { OrderDetail } from '../OrderDetail/OrderDetail.js';
import { Orders } from '../Orders/Orders.js';
import { SellerOnboarding } from '../SellerOnboarding/SellerOnboarding.js';
import { Settings } from '../Settings/Settings.js';
import { renderOnServer } from '../testing/renderOnServer.js';
import { AccountShell } from './AccountShell.js';

const screens: [string, ReactElement][] = [
  ['Identity', <Identity key="identity" />],
  ['AccountAddresses', <AccountAddresses key="addresses" />],
  ['Orders', <Orders key="orders" />],
  ['OrderDetail', <OrderDetail key="order" orderId={1} />],
  ['Messages', <Messages key="messages" />],
  ['MessageThread', <MessageThread key="thread" receiverId={1} subject="Commande V&T1" />],
  ['Settings', <Settings key="settings" />],
  ['SellerOnboarding', <SellerOnboarding key="profile" />],
];

const render = (ui: ReactElement, signedIn: boolean) => renderOnServer(ui, signedIn ? 'user' : null);

describe('account screens on a server', () => {
  it('asks a visitor to sign in', () => {
    for (const [name, ui] of screens) {
      expect(render(<AccountShell>{ui}</AccountShell>, false), name).toContain(
        'Identifiez-vous pour accéder à votre compte.',
      );
    }
  });

  it('renders each screen, loading, with the menu for a signed-in user', () => {
    for (const [name, ui] of screens) {
      const html = render(<AccountShell current="identity">{ui}</AccountShell>, true);
      expect(html, name).toContain('Mon identité');
      expect(html, name).toContain('Se déconnecter');
    }
  });
});
