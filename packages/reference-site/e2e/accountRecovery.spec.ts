/**
 * A forgotten password on the Russian site: asked for from the sign-in form, reset through the
 * e-mail's link (read from the server's outbox), the old password refused, the new one accepted;
 * a second browser signed in before is signed out, its live connection closed by the server.
 */
import type { WebSocket } from '@playwright/test';
import { accountMail } from './mailbox.js';
import { uniqueEmail } from './support.js';
import { expect, test } from './test.js';

const OLD_PASSWORD = 'old-password-2026';
const NEW_PASSWORD = 'new-password-2026';

test('a forgotten password is reset through the e-mail link; another browser is signed out', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('oubli');
  // The account, made in Russian (interface language 5).
  const created = await request.post('/api/web/signup', {
    multipart: {
      sexe_profile: 'Femme',
      id_pays_profile: '1',
      nom_profile: 'Petrova',
      prenom_profile: 'Anna',
      email,
      password: OLD_PASSWORD,
      pseudo_profile: `Anna${Date.now().toString(36)}`,
      date_naiss_profile: '1991-03-08',
      langue_application: '5',
    },
  });
  expect(created.status()).toBe(200);

  const signIn = async (page: import('@playwright/test').Page, password: string) => {
    await page.goto('/ru-ru/login');
    const form = page.getByRole('form', { name: 'Уже покупали у нас' });
    await form.getByRole('textbox', { name: 'Адрес электронной почты' }).fill(email);
    await form.getByLabel('Пароль').fill(password);
    await form.getByRole('button', { name: 'Войти' }).click();
    return form;
  };

  // The other browser, signed in before, with its live connection open.
  const other = await (await browser.newContext()).newPage();
  const sockets: WebSocket[] = [];
  other.on('websocket', (socket) => sockets.push(socket));
  await signIn(other, OLD_PASSWORD);
  await expect(other).not.toHaveURL(/\/login/);
  await expect.poll(() => sockets.filter((socket) => !socket.isClosed()).length).toBe(1);
  const socket = sockets[0] as WebSocket;

  // This browser forgot the password.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/ru-ru/login');
  await page.getByRole('button', { name: 'Забыли пароль?' }).first().click();
  const forgot = page.getByRole('form', { name: 'Восстановление пароля' });
  await forgot.getByRole('textbox', { name: 'Адрес электронной почты' }).fill(email);
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(forgot.getByRole('status')).toContainText(email);

  // The e-mail, in Russian, carries the link to the Russian site's reset page.
  const mail = await accountMail(email, 'password_reset');
  expect(mail.subject).toBe('Сброс пароля');
  const link = /https?:\/\/[^\s"<>]+\/ru-ru\/reset-password#token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const { pathname, hash } = new URL(link as string);
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { name: 'Выбор нового пароля' })).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Пароль изменён, все ваши сеансы завершены.' }),
  ).toHaveText('Пароль изменён, все ваши сеансы завершены. Войдите с новым паролем.');

  // The other browser's socket was closed by the server, and it is signed out.
  await expect.poll(() => socket.isClosed()).toBe(true);
  await expect
    .poll(() => other.evaluate(() => localStorage.getItem('ky_user')), { timeout: 15_000 })
    .toBeNull();

  // The old password is refused; the new one signs in.
  const refused = await signIn(page, OLD_PASSWORD);
  await expect(refused.getByRole('alert')).toHaveText('Неверный адрес электронной почты или пароль.');
  await signIn(page, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
});
