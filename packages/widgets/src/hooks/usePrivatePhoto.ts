/**
 * A photo only the signed-in user may read (an order's evidence), as an address an `<img>` can
 * show: fetched with the user's token through the client, then given a `blob:` address, which is
 * let go when the component leaves or the photo changes. Null until it arrives, and on the server.
 */
import { useEffect, useState } from 'react';
import { useVitrine } from '../provider.js';

export function usePrivatePhoto(path: string): string | null {
  const client = useVitrine();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const abort = new AbortController();
    let made: string | null = null;
    void client.orders.photo(path, { signal: abort.signal }).then((photo) => {
      if (abort.signal.aborted || !photo.data) return;
      made = URL.createObjectURL(photo.data);
      setAddress(made);
    });
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
      setAddress(null);
    };
  }, [client, path]);
  return address;
}
