/** NODE_ENV guards: production is production whatever its case, for every switch it guards. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { isProduction } from './nodeEnv.js';

const SPELLINGS = ['production', 'Production', 'PRODUCTION', ' production '];

describe('NODE_ENV', () => {
  it('is production in any case, and nothing else is', () => {
    for (const NODE_ENV of SPELLINGS) expect(isProduction({ NODE_ENV }), NODE_ENV).toBe(true);
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'prod', 'productions'])
      expect(isProduction({ NODE_ENV }), String(NODE_ENV)).toBe(false);
  });

  it('refuses the test clock in production however it is written', () => {
    for (const NODE_ENV of SPELLINGS)
      expect(() => loadConfig({ TEST_CLOCK: 'on', NODE_ENV }), NODE_ENV).toThrow(/refused/);
    expect(loadConfig({ TEST_CLOCK: 'on', NODE_ENV: 'development' }).testClock).toBe(true);
  });

  it('stops checking answers against the contract in production however it is written', () => {
    for (const NODE_ENV of SPELLINGS)
      expect(loadConfig({ NODE_ENV }).validateResponses, NODE_ENV).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).validateResponses).toBe(true);
  });
});
