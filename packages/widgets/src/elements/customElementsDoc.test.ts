// @vitest-environment node
/**
 * docs/custom-elements.md is generated from the code (scripts/customElementsDoc.mjs): this fails
 * when an element, attribute, event, CSS variable or part changed and the page was not written
 * again with `npm run docs:elements`.
 */
import { expect, it } from 'vitest';
import { customElementsDoc, writtenCustomElementsDoc } from '../../scripts/customElementsDoc.mjs';

it('docs/custom-elements.md says what the code does (npm run docs:elements writes it)', async () => {
  expect(writtenCustomElementsDoc(), 'run npm run docs:elements and commit the page').toBe(
    await customElementsDoc(),
  );
}, 60_000);
