/**
 * Calls a contract endpoint as a client would: path parameters in the path, the rest in the query
 * string (GET), in a multipart form (endpoints with files) or as JSON.
 */
import type { AnyEndpoint } from '@vitrine/contract';
import { type Answer, call } from './http.js';

export interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** The client's file name. @default `<field>.bin` */
  name?: string;
  /** @default application/octet-stream */
  type?: string;
}

export interface EndpointCall {
  /** The `Authorization` header as sent, or none. */
  authorization?: string;
  input?: Record<string, unknown>;
  files?: Record<string, UploadFile | UploadFile[]>;
}

export const bearer = (token: string) => `Bearer ${token}`;

/**
 * A value as the text a query, a path or a form field carries: objects as JSON, since `String`
 * throws on one whose `toString` is not a function (`{ toString: false }`, which the fuzz makes).
 */
const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * A path parameter, percent-encoded. A lone surrogate has no UTF-8 form, so `encodeURIComponent`
 * throws; a client can still send the bytes an encoder would have made of it, and does here.
 */
function encodeSegment(value: unknown): string {
  const text = asText(value ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd')).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

/** `{name}` placeholders of a path filled from the input, as `buildPath` does, whatever the values. */
export function fillPath(path: string, input: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(input[name]));
}

export function callEndpoint(url: string, endpoint: AnyEndpoint, request: EndpointCall): Promise<Answer> {
  const input = request.input ?? {};
  const params = Object.keys(endpoint.params.shape);
  const rest = Object.entries(input).filter(([key]) => !params.includes(key));
  const headers: Record<string, string> = request.authorization
    ? { authorization: request.authorization }
    : {};
  let path = fillPath(endpoint.path, input);
  let body: unknown;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(rest.map(([key, value]): [string, string] => [key, asText(value)]));
    if (query.size) path += `?${query}`;
  } else if (endpoint.files) {
    const form = new FormData();
    for (const [key, value] of rest) {
      form.append(key, asText(value));
    }
    for (const [field, files] of Object.entries(request.files ?? {})) {
      for (const file of Array.isArray(files) ? files : [files]) {
        form.append(
          field,
          new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
          file.name ?? `${field}.bin`,
        );
      }
    }
    body = form;
  } else {
    body = Object.fromEntries(rest);
  }
  return call(url, path, { method: endpoint.method, headers, body });
}
