import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { client } from './client.js';

// A session kept from an earlier visit: profile, cart, favourites and the live connection.
void client.auth.restore();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
