/**
 * Rendering to a string as a server would, for the tests that a screen needs no window: a client
 * with no storage and a server address no request could reach, signed in when a role is given.
 */
import { createVitrine } from '@vitrine/sdk-core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { VitrineProvider } from '../provider.js';

/** Who is signed in: a buyer (`user`), a seller (`kim`), or nobody. */
export type ServerRenderRole = 'user' | 'kim' | null;

export function renderOnServer(ui: ReactElement, role: ServerRenderRole = null): string {
  const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
  if (role) {
    client.store.setState({
      user: {
        id_user: 1,
        role,
        email: 'lea@example.test',
        image_link_profile: null,
        status: 'Welcome Léa',
        token: 't',
        pseudo: 'Lea',
      },
    });
  }
  return renderToString(<VitrineProvider client={client}>{ui}</VitrineProvider>);
}
