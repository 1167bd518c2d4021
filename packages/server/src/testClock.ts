/**
 * A clock a browser journey can move: off unless TEST_CLOCK=on, and then the only way to reach
 * it is `POST /api/test-clock/advance` with `{ hours }`, which moves every deadline's clock
 * forward and runs the jobs then due. Never registered otherwise, so a production server answers
 * 404 like for any unknown path; it moves time for every user, hence for test servers only.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { JobRunner } from './orders/jobs.js';

export const TEST_CLOCK_PATH = '/api/test-clock/advance';

/** At most a year per call: a journey moves hours or days, never unbounded time. */
const AdvanceBody = z.object({ hours: z.number().check(z.positive(), z.maximum(24 * 366)) });

export interface TestClock {
  now(): Date;
  advance(hours: number): Date;
}

/** `base` moved forward by what the journey asked so far. */
export function createTestClock(base: () => Date): TestClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance(hours) {
      offsetMs += hours * 3_600_000;
      return now();
    },
  };
}

export function registerTestClock(app: FastifyInstance, clock: TestClock, jobs: () => JobRunner): void {
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const body = AdvanceBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'Send { "hours": a positive number }.' });
    const now = clock.advance(body.data.hours);
    // A job that runs may make another due at once (a completion's payout): run until still.
    let done = 0;
    for (let round = 0; round < 10; round += 1) {
      const report = await jobs().runNow();
      done += report.done;
      if (report.done === 0) break;
    }
    return { now: now.toISOString(), done };
  });
}
