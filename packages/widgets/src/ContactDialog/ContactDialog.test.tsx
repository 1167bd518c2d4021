/**
 * Writing to someone against the real server: a shopper reading Japanese who writes to a seller
 * whose account was deleted is told so in Japanese, not in the server's English.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { ContactDialog } from './ContactDialog.js';

afterEach(cleanup);

it('tells a Japanese shopper, in Japanese, that a deleted seller receives no messages', async () => {
  const leaving = await accountClient();
  const seller = await signUpFresh(leaving);
  expect((await leaving.account.deleteAccount(seller.password)).error).toBeUndefined();

  const client = createTestClient(testServerUrl(), 'jp');
  await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
  await signUpFresh(client);
  renderWithClient(
    <ContactDialog
      open
      onClose={() => {}}
      receiver={{ id_user: seller.id_user, pseudo_profile: '', image_link_profile: null }}
      subject="Kelly 28"
    />,
    client,
  );
  fireEvent.change(await screen.findByLabelText(/メッセージ/), {
    target: { value: 'まだ在庫はありますか？' },
  });
  fireEvent.click(screen.getByRole('button', { name: '送信' }));
  expect(
    await screen.findByText('このアカウントは削除されたため、メッセージを受け取れません。'),
  ).toBeTruthy();
  expect(screen.queryByText(/this account was deleted/i)).toBeNull();
});
