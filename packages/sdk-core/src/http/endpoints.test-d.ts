/**
 * The types a caller gets from the contract through the SDK: each endpoint's input and answer,
 * who may call it, and what a call resolves to. Checked by `tsc` (vitest typecheck), never run.
 */
import {
  type Access,
  type CartLine,
  type EndpointInput,
  type EndpointResponse,
  endpoints,
  type Product,
  type ProductDetail,
  type Session,
} from '@vitrine/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { VitrineClient } from '../client.js';
import type { Result, SdkError } from '../errors.js';
import type { HttpClient } from './httpClient.js';

declare const http: HttpClient;
declare const client: VitrineClient;

describe('endpoint access levels', () => {
  it('keeps each endpoint’s level as a literal', () => {
    expectTypeOf(endpoints.login.access).toEqualTypeOf<'public'>();
    expectTypeOf(endpoints.listProduit.access).toEqualTypeOf<'personalised'>();
    expectTypeOf(endpoints.getProfile.access).toEqualTypeOf<'private'>();
    expectTypeOf(endpoints.listPanier.access).toEqualTypeOf<'private'>();
  });

  it('uses the three levels and no other', () => {
    type Levels = (typeof endpoints)[keyof typeof endpoints]['access'];
    expectTypeOf<Levels>().toEqualTypeOf<Access>();
    expectTypeOf<Access>().toEqualTypeOf<'public' | 'personalised' | 'private'>();
  });
});

describe('endpoint inputs and answers', () => {
  it('types the sign-in body and its session', () => {
    expectTypeOf<EndpointInput<typeof endpoints.login>>().toEqualTypeOf<{
      email: string;
      password: string;
      type_device?: 'web' | 'ios' | 'android' | undefined;
    }>();
    expectTypeOf<EndpointResponse<typeof endpoints.login>>().toEqualTypeOf<Session>();
  });

  it('answers lists as { data: [...] }', () => {
    expectTypeOf<EndpointResponse<typeof endpoints.listProduit>>().toEqualTypeOf<{ data: Product[] }>();
    expectTypeOf<EndpointResponse<typeof endpoints.listPanier>>().toEqualTypeOf<{ data: CartLine[] }>();
    expectTypeOf<EndpointResponse<typeof endpoints.getProduitAll>>().toEqualTypeOf<ProductDetail>();
  });

  it('needs an endpoint’s required fields and no unknown ones', () => {
    expectTypeOf<EndpointInput<typeof endpoints.getProduitAll>>().toHaveProperty('id_produit');
    // @ts-expect-error a product page needs the product's id
    http.call(endpoints.getProduitAll, {});
    // @ts-expect-error the sign-in body has no such field
    http.call(endpoints.login, { email: 'a@b.fr', password: 'x', remember: true });
    // @ts-expect-error a path is not an endpoint: calls take the contract's objects
    http.call('web/auth', { email: 'a@b.fr', password: 'x' });
  });
});

describe('what a call resolves to', () => {
  it('is a Result of the endpoint’s answer: data, or an SdkError, never both', () => {
    expectTypeOf(http.call(endpoints.login, { email: 'a@b.fr', password: 'x' })).resolves.toEqualTypeOf<
      Result<Session>
    >();
    type Outcome = Result<Session>;
    expectTypeOf<Extract<Outcome, { error: SdkError }>['data']>().toEqualTypeOf<undefined>();
    expectTypeOf<Extract<Outcome, { data: Session }>['error']>().toEqualTypeOf<undefined>();
  });

  it('carries the contract’s types through the client’s areas', () => {
    expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<Result<Session>>();
    expectTypeOf(client.catalog.newArrivals).returns.resolves.toEqualTypeOf<Result<{ data: Product[] }>>();
  });
});
