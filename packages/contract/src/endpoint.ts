/**
 * One endpoint of the web service: its method, its path exactly as the spec writes it, the
 * schemas of its inputs and answer, and who may call it. The server registers handlers from
 * these objects and the SDK calls them, so both sides always agree on the wire.
 */
import type * as z from 'zod/mini';
import { NoQuery } from './schema.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * - `public`: anyone; a token is ignored.
 * - `personalised`: anyone; with a token the answer is the caller's (e.g. `is_liked`).
 * - `private`: a valid token is required (401 otherwise).
 */
export type Access = 'public' | 'personalised' | 'private';

/** A file part of a multipart endpoint. */
export interface FilePart {
  readonly name: string;
  readonly kind: 'image' | 'document';
  readonly required: boolean;
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodMiniObject = z.ZodMiniObject,
  Query extends z.ZodMiniObject = z.ZodMiniObject,
  Body extends z.ZodMiniObject = z.ZodMiniObject,
  Response extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  readonly method: Method;
  /** Relative to `/api/`; `{name}` marks a path parameter. */
  readonly path: Path;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  readonly access: A;
  /**
   * Input fields (params, query or body) that name the caller. Each must equal the token's
   * user or the call is refused with 403; 0 means "nobody" on a personalised read.
   */
  readonly self: readonly string[];
  /** Present when the body is multipart/form-data; the body schema then covers its text fields. */
  readonly files?: readonly FilePart[];
  /** One line on what the endpoint is for. */
  readonly summary: string;
}

interface EndpointInit<
  Method extends HttpMethod,
  Path extends string,
  Params extends z.ZodMiniObject,
  Query extends z.ZodMiniObject,
  Body extends z.ZodMiniObject,
  Response extends z.ZodMiniType,
  A extends Access,
> {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  access: A;
  self?: readonly string[];
  files?: readonly FilePart[];
  summary: string;
}

/** Declares an endpoint; absent inputs default to an empty object schema. */
export function defineEndpoint<
  Method extends HttpMethod,
  Path extends string,
  Response extends z.ZodMiniType,
  A extends Access,
  Params extends z.ZodMiniObject = typeof NoQuery,
  Query extends z.ZodMiniObject = typeof NoQuery,
  Body extends z.ZodMiniObject = typeof NoQuery,
>(
  init: EndpointInit<Method, Path, Params, Query, Body, Response, A>,
): Endpoint<Method, Path, Params, Query, Body, Response, A> {
  return {
    ...init,
    params: init.params ?? (NoQuery as unknown as Params),
    query: init.query ?? (NoQuery as unknown as Query),
    body: init.body ?? (NoQuery as unknown as Body),
    self: init.self ?? [],
  };
}

export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  z.ZodMiniObject,
  z.ZodMiniObject,
  z.ZodMiniObject,
  z.ZodMiniType,
  Access
>;

/** The input type of an object schema; an empty schema adds nothing (not an index of `never`). */
type InputOf<S extends z.ZodMiniObject> = [keyof S['shape']] extends [never] ? unknown : z.input<S>;
type OutputOf<S extends z.ZodMiniObject> = [keyof S['shape']] extends [never] ? unknown : z.output<S>;

/** What a caller passes: path parameters, query and body merged into one object. */
export type EndpointInput<E extends AnyEndpoint> = InputOf<E['params']> &
  InputOf<E['query']> &
  InputOf<E['body']>;

/** What a handler receives: the parsed path parameters, query and body merged into one object. */
export type EndpointParsedInput<E extends AnyEndpoint> = OutputOf<E['params']> &
  OutputOf<E['query']> &
  OutputOf<E['body']>;

/** What the endpoint answers on success. */
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** Fills `{name}` placeholders of a path from the given values (URI-encoded). */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Names of the `{name}` placeholders of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
