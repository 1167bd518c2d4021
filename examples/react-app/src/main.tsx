import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { client } from './vitrine.js';

// Prices need the shopper's country (its currency and rate); a session kept from an earlier
// visit is checked with the server before the cart trusts it.
void client.setLocale({ country: 'FR', language: 'fr' });
void client.auth.restore();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
