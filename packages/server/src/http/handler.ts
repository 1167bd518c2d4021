/**
 * Handlers by endpoint name. `Handlers` maps every endpoint of the contract's route table to
 * its handler, so the server does not compile while a route lacks one.
 */
import type { AnyEndpoint, EndpointParsedInput, Endpoints } from '@vitrine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { AuthUser } from '../auth/authenticate.js';
import type { JsonText } from '../db/jsonText.js';

/** A file received by a multipart endpoint, already checked and stored. */
export interface ReceivedFile {
  field: string;
  /** Path under the media folder, e.g. `uploads/avatars/3f2a….png`. */
  storedPath: string;
  mimeType: string;
  bytes: number;
}

export interface HandlerContext<E extends AnyEndpoint> {
  /** Path parameters, query and body, parsed by the contract and merged. */
  input: EndpointParsedInput<E>;
  /** The caller, from the bearer token; null for a visitor. */
  user: E['access'] extends 'private' ? AuthUser : AuthUser | null;
  files: ReceivedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers a value, or JSON the database already wrote (db/jsonText.ts). */
export type Handler<E extends AnyEndpoint> = (
  context: HandlerContext<E>,
) => Promise<z.input<E['response']> | JsonText<z.input<E['response']>>>;

export type Handlers = { [Name in keyof Endpoints]: Handler<Endpoints[Name]> };
