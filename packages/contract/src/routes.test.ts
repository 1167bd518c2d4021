import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pathParamNames } from './endpoint.js';
import { endpoints } from './routes.js';
import { Id, IdOrZero } from './schema.js';

describe('route table', () => {
  const all = Object.entries(endpoints);

  it('has one endpoint per method and path', () => {
    const keys = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes paths relative to the API base, as the spec does', () => {
    for (const [, endpoint] of all) {
      expect(endpoint.path).not.toMatch(/^\//);
      expect(endpoint.path).toMatch(/^[A-Za-z0-9_/{}.-]+$/);
    }
  });

  it('declares every path parameter in the params schema', () => {
    for (const [name, endpoint] of all) {
      for (const param of pathParamNames(endpoint.path)) {
        expect(endpoint.params.shape, `${name} declares {${param}}`).toHaveProperty(param);
      }
    }
  });

  it('only names the caller on endpoints that know who calls', () => {
    for (const [name, endpoint] of all) {
      if (endpoint.self.length > 0) expect(endpoint.access, name).not.toBe('public');
    }
  });
});

describe('ids', () => {
  it('accepts numeric strings and refuses the rest', () => {
    expect(z.parse(Id, '42')).toBe(42);
    for (const bad of ['-1', '0', '1.5', 'abc', '', '99999999999', "1' OR 1=1"]) {
      expect(z.safeParse(Id, bad).success, bad).toBe(false);
    }
    expect(z.parse(IdOrZero, '0')).toBe(0);
  });
});
