/** Each test prints its figure on its own line, and the run prints them all again at its end. */
import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

export function reportFigure(line: string): void {
  console.info(line);
  appendFileSync(inject('reliabilityFigures'), `${line}\n`);
}
