/**
 * `<vitrine-login>` in happy-dom against the real server: the forms in its shadow root, the
 * `register` attribute, and the events a host page hears when someone signs in.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh, until } from '../AccountMenu/AccountMenu.test.helpers.js';
import { testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';
import { sharedClient } from './sharedClient.js';

beforeAll(() => {
  defineVitrineElements();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await sharedClient(testServerUrl()).auth.logout();
});

function mount(attributes: string): HTMLElement {
  document.body.innerHTML = `<vitrine-login api-base="${testServerUrl()}" country="FR" lang="fr" ${attributes}></vitrine-login>`;
  return document.querySelector('vitrine-login') as HTMLElement;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<vitrine-login>', () => {
  it('opens on the sign-up tab with a bare register attribute, and follows the attribute', async () => {
    const element = mount('register');
    const tab = await until(() => inside(element).queryByRole('tab', { name: 'Créer un compte' }));
    expect(tab.getAttribute('aria-selected')).toBe('true');
    element.removeAttribute('register');
    await until(
      () =>
        inside(element).getByRole('tab', { name: "S'identifier" }).getAttribute('aria-selected') === 'true',
    );
    element.setAttribute('register', 'true');
    await until(() => tab.getAttribute('aria-selected') === 'true');
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('signs in and tells the host page: vitrine:login, then where to go', async () => {
    const owner = await accountClient();
    const user = await signUpFresh(owner);
    await owner.auth.logout();
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => {
      heard.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('vitrine:login', listen);
    document.addEventListener('vitrine:navigate', listen);
    try {
      const element = mount('');
      const form = within(await until(() => inside(element).queryByRole('form', { name: 'Déjà client' })));
      fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: user.email } });
      fireEvent.change(form.getByLabelText(/^Mot de passe/), { target: { value: user.password } });
      fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));
      await until(() => heard.length === 2);
      expect(heard.map((event) => [event.type, event.detail])).toEqual([
        ['vitrine:login', { id_user: user.id_user, pseudo: user.pseudo }],
        ['vitrine:navigate', expect.objectContaining({ to: 'home' })],
      ]);
      await until(() => inside(element).queryByText(`Vous êtes connecté en tant que ${user.pseudo}.`));
    } finally {
      document.removeEventListener('vitrine:login', listen);
      document.removeEventListener('vitrine:navigate', listen);
    }
  });
});
