/**
 * `<vitrine-payouts>` in happy-dom against the real server: the demo seller's payouts inside its
 * shadow root, on a server whose clock moved so their sales were paid out
 * (testing/paidOutSalesServer.ts); and, on the shared server, `vitrine:navigate` when a buyer
 * follows the link to 'Mon profil'.
 */
import { fireEvent } from '@testing-library/react';
import { orderNumber } from '@vitrine/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { type PaidOutSalesServer, startPaidOutSalesServer } from '../testing/startPaidOutSalesServer.js';
import {
  inShadow,
  listen,
  mountElement,
  pageClient,
  setUpElementPage,
  until,
} from './CartElement.test.helpers.js';
import { sharedClient } from './sharedClient.js';

setUpElementPage();
let paidOut: PaidOutSalesServer;
beforeAll(async () => {
  paidOut = await startPaidOutSalesServer();
}, 120_000);
afterAll(() => paidOut?.stop());
afterEach(async () => {
  await (await pageClient()).auth.logout();
});

describe('<vitrine-payouts>', () => {
  it("shows the signed-in seller's payouts in its shadow root, as the SDK lists them", async () => {
    // The page's client for that server: the one the element, given its api-base, talks through.
    const client = sharedClient(paidOut.url);
    await client.setLocale({ country: 'FR', language: 'fr' });
    await signIn(client, SEEDED.seller);
    const listed = await client.paymentAccount.payouts();
    if (listed.error) throw listed.error;
    const payouts = listed.data.data;
    expect(payouts.map((payout) => payout.id_commande)).toEqual(
      expect.arrayContaining([paidOut.paid.id_commande, paidOut.underWay.id_commande]),
    );

    document.body.innerHTML = `<vitrine-payouts api-base="${paidOut.url}" country="FR" lang="fr"></vitrine-payouts>`;
    const element = document.querySelector('vitrine-payouts') as HTMLElement;
    const shadow = inShadow(element);
    await until(() => shadow.queryAllByTestId('payout').length === payouts.length);
    expect(shadow.getByRole('heading', { name: 'Mes versements' })).toBeTruthy();
    const first = payouts[0] as (typeof payouts)[number];
    expect(shadow.getAllByTestId('payout')[0]?.querySelector('h3, h2, h4')?.textContent).toBe(
      `Commande ${orderNumber(first.id_commande)}`,
    );
    expect(shadow.getByRole('button', { name: 'Télécharger vos versements au format CSV' })).toBeTruthy();
    // Rendered in the shadow root only.
    expect(document.querySelectorAll('[data-testid="payout"]')).toHaveLength(0);
    await client.auth.logout();
  });

  it("sends a buyer to 'Mon profil' through vitrine:navigate", async () => {
    const client = await pageClient();
    await signUpFresh(client);
    const navigations = listen('vitrine:navigate', { cancel: true });
    const element = mountElement('vitrine-payouts');
    const shadow = inShadow(element);
    const link = await until(() => shadow.queryByRole('link', { name: /Mon profil/ }));
    expect(shadow.queryByTestId('payout')).toBeNull();
    fireEvent.click(link);
    expect(navigations.map((event) => event.detail)).toEqual([expect.objectContaining({ to: 'profile' })]);
  });
});
