/**
 * The request rules of spec §7 "Authorization", observed on real Request objects through an
 * injected fetch that answers real Responses.
 */
import { endpoints } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { SdkHttpError, SdkValidationError } from '../errors.js';
import { createHttpClient } from './httpClient.js';

function observedClient(
  options: { baseUrl?: string; token?: string | null; cookies?: string; answer?: () => Response } = {},
) {
  const requests: Request[] = [];
  let ended = 0;
  const http = createHttpClient({
    baseUrl: options.baseUrl ?? '',
    fetch: () => async (input, init) => {
      const request = new Request(new URL(String(input), 'http://page.example'), init);
      requests.push(request);
      return options.answer?.() ?? Response.json({ success: true });
    },
    getToken: () => options.token ?? null,
    getCookies: () => options.cookies ?? '',
    onUnauthorized: () => {
      ended += 1;
    },
  });
  return { http, requests, ended: () => ended };
}

describe('request rules', () => {
  it('sends the token only when a user is stored', async () => {
    const visitor = observedClient();
    await visitor.http.call(endpoints.listPaysSimple);
    expect(visitor.requests[0]?.headers.get('authorization')).toBeNull();

    const signedIn = observedClient({ token: 'tok_abcdefghijklmnopqrstuvwxyz' });
    await signedIn.http.call(endpoints.listPaysSimple);
    expect(signedIn.requests[0]?.headers.get('authorization')).toBe('Bearer tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('never sends it on stripeController/account/ and stripeController/update2', async () => {
    const { http, requests } = observedClient({ token: 'tok_abcdefghijklmnopqrstuvwxyz' });
    await http.call(endpoints.getAccount, { id_user: 4 });
    await http.call(endpoints.updateAccount, { id_user: 4, country: 'FR', token: 'ct_x' });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([null, null]);
    expect(requests[0]?.url).toBe('http://page.example/api/stripeController/account/4');
  });

  it("sends the provider's publishable key instead on the files service", async () => {
    const { http, requests } = observedClient({ token: 'tok_abcdefghijklmnopqrstuvwxyz' });
    await http.call(
      endpoints.sandboxFile,
      { purpose: 'identity_document' },
      { bearer: 'pk_test_sandbox', files: { file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) } },
    );
    const request = requests[0] as Request;
    expect(request.headers.get('authorization')).toBe('Bearer pk_test_sandbox');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('purpose')).toBe('identity_document');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('echoes the XSRF cookie on same-origin writes only', async () => {
    const cookies = 'theme=dark; XSRF-TOKEN=abc%3D123';
    const sameOrigin = observedClient({ cookies });
    await sameOrigin.http.call(endpoints.login, { email: 'a@b.fr', password: 'x' });
    await sameOrigin.http.call(endpoints.listPaysSimple);
    expect(sameOrigin.requests[0]?.headers.get('x-xsrf-token')).toBe('abc=123');
    expect(sameOrigin.requests[1]?.headers.get('x-xsrf-token')).toBeNull();

    const partner = observedClient({ baseUrl: 'https://shop.example', cookies });
    await partner.http.call(endpoints.login, { email: 'a@b.fr', password: 'x' });
    expect(partner.requests[0]?.url).toBe('https://shop.example/api/web/auth');
    expect(partner.requests[0]?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('puts GET inputs in the query string and POST inputs in a JSON body', async () => {
    const { http, requests } = observedClient();
    await http.call(endpoints.rechercheFiltre, { id_marque: 3, genre: 'femme', id_couleur: undefined });
    expect(requests[0]?.url).toBe(
      'http://page.example/api/ProduitController/recherche_filtre?id_marque=3&genre=femme',
    );
    await http.call(endpoints.addPanier, { id_user: 1, id_produit: 2, id_sous_produit: 3 });
    expect(await requests[1]?.json()).toEqual({ id_user: 1, id_produit: 2, id_sous_produit: 3 });
  });
});

describe('answers', () => {
  it("returns the server's error message and status as a value", async () => {
    const { http } = observedClient({
      answer: () => Response.json({ error: 'Already sold.', prix: 10 }, { status: 409 }),
    });
    const result = await http.call(endpoints.listPaysSimple);
    expect(result.error).toBeInstanceOf(SdkHttpError);
    expect(result.error).toMatchObject({ status: 409, message: 'Already sold.', body: { prix: 10 } });
  });

  it('reports an answer that breaks the contract', async () => {
    const { http } = observedClient({ answer: () => Response.json({ data: [{ nope: true }] }) });
    const result = await http.call(endpoints.listPaysSimple);
    expect(result.error).toBeInstanceOf(SdkValidationError);
  });

  it('reports an ended session when a call with the token answers 401', async () => {
    const withToken = observedClient({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      answer: () => Response.json({ error: 'expired' }, { status: 401 }),
    });
    await withToken.http.call(endpoints.getProfile, {});
    expect(withToken.ended()).toBe(1);
    const visitor = observedClient({
      answer: () => Response.json({ error: 'wrong password' }, { status: 401 }),
    });
    await visitor.http.call(endpoints.login, { email: 'a@b.fr', password: 'x' });
    expect(visitor.ended()).toBe(0);
  });
});

describe('sending again', () => {
  /** A client whose answers come from `answers` in turn, and whose waits are recorded, not slept. */
  function flaky(answers: Array<() => Response>, retry: { retries?: number; maxDelayMs?: number } = {}) {
    const requests: Request[] = [];
    const waits: number[] = [];
    const http = createHttpClient({
      baseUrl: '',
      fetch: () => async (input, init) => {
        const request = new Request(new URL(String(input), 'http://page.example'), init);
        requests.push(request);
        const answer = answers[requests.length - 1] ?? (() => Response.json({ success: true, data: [] }));
        return answer();
      },
      retry: {
        ...retry,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    });
    return { http, requests, waits };
  }
  const unavailable = (retryAfter?: string) => () =>
    Response.json(
      { error: 'The service is briefly unavailable.' },
      { status: 503, headers: retryAfter ? { 'retry-after': retryAfter } : {} },
    );
  const lostConnection = () => {
    throw new TypeError('fetch failed');
  };
  const message = { id_receiver: 2, objet: 'Taille', corps_message: 'Taille-t-il grand ?' };

  it('asks a read again after the Retry-After of a 503, and answers what came then', async () => {
    const { http, requests, waits } = flaky([unavailable('2'), unavailable('1')]);
    const result = await http.call(endpoints.listPaysSimple);
    expect(result.error).toBeUndefined();
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([2000, 1000]);
  });

  it('asks a read again after a lost connection or a 502/504, waiting longer each time, then gives up', async () => {
    const gateway = (status: number) => () => Response.json({ error: 'gateway' }, { status });
    const { http, requests, waits } = flaky([lostConnection, gateway(502), gateway(504)]);
    const result = await http.call(endpoints.listPaysSimple);
    expect(result.error).toMatchObject({ status: 504 });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([250, 500]);
  });

  it('sends a write again only when it carries its idempotency key, with the same body', async () => {
    const keyless = flaky([unavailable('1')]);
    const once = await keyless.http.call(endpoints.sendMessage, message);
    expect(once.error).toMatchObject({ status: 503 });
    expect(keyless.requests).toHaveLength(1);

    const keyed = flaky([lostConnection]);
    const again = await keyed.http.call(endpoints.sendMessage, {
      ...message,
      idempotency_key: 'k-0123456789',
    });
    expect(again.error).toBeUndefined();
    expect(keyed.requests).toHaveLength(2);
    const bodies = await Promise.all(keyed.requests.map((request) => request.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({ idempotency_key: 'k-0123456789' });
  });

  it('answers at once what asks for a longer wait than allowed, what is not a pause (409), and with retries off', async () => {
    const patient = flaky([unavailable('30')]);
    expect((await patient.http.call(endpoints.listPaysSimple)).error).toMatchObject({ status: 503 });
    expect(patient.requests).toHaveLength(1);

    const refused = flaky([() => Response.json({ error: 'Already sold.' }, { status: 409 })]);
    expect((await refused.http.call(endpoints.listPaysSimple)).error).toMatchObject({ status: 409 });
    expect(refused.requests).toHaveLength(1);

    const off = flaky([unavailable('1')], { retries: 0 });
    expect((await off.http.call(endpoints.listPaysSimple)).error).toMatchObject({ status: 503 });
    expect(off.requests).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const { http, requests } = flaky([
      () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    ]);
    const result = await http.call(endpoints.listPaysSimple, {}, { signal: controller.signal });
    expect(result.error).toBeDefined();
    expect(requests).toHaveLength(1);
  });
});
