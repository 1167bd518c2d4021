/**
 * Faults the offline sandbox can play, for the fault suite and for trying a deployment's
 * behaviour by hand: a slow provider, a confirm whose answer is lost after the card was charged,
 * refunds that fail, a seller's bank payout whose answer is lost after it was made. Off unless SANDBOX_FAULTS=on (refused with NODE_ENV=production, see
 * config.ts); then `POST /api/test-sandbox/faults` sets them for this process. Never reachable
 * otherwise: a normal server answers 404 at that path.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ProviderUnavailableError } from './providerUnavailable.js';
import type { Sandbox } from './sandbox.js';

export const SANDBOX_FAULTS_PATH = '/api/test-sandbox/faults';

export const SandboxFaultsSchema = z.object({
  /** Every call to the provider waits this long before it is made (at most a minute). */
  delayMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  /** A confirm charges the card, then its answer is lost: the caller hears a timeout. */
  loseConfirmAnswers: z.optional(z.boolean()),
  /** A refund fails before the provider does anything, as when it cannot be reached. */
  failRefunds: z.optional(z.boolean()),
  /**
   * A seller's bank payout is made (after the transfer to their account), then its answer is
   * lost: the job runner hears a timeout with the money already on its way.
   */
  losePayoutAnswers: z.optional(z.boolean()),
});

export type SandboxFaults = Required<z.infer<typeof SandboxFaultsSchema>>;

export const NO_FAULTS: SandboxFaults = {
  delayMs: 0,
  loseConfirmAnswers: false,
  failRefunds: false,
  losePayoutAnswers: false,
};

export interface FaultSwitch {
  readonly current: SandboxFaults;
  /** Sets the faults given; the others keep their value. */
  set(faults: Partial<SandboxFaults>): SandboxFaults;
}

export function createFaultSwitch(): FaultSwitch {
  let current = NO_FAULTS;
  return {
    get current() {
      return current;
    },
    set(faults) {
      current = { ...current, ...faults };
      return current;
    },
  };
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

/** The sandbox with the switch's faults played on each call. */
export function withFaults(sandbox: Sandbox, faults: FaultSwitch): Sandbox {
  const slowed = Object.fromEntries(
    Object.entries(sandbox).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            await wait(faults.current.delayMs);
            return (value as (...args: unknown[]) => unknown).apply(sandbox, args);
          }
        : value,
    ]),
  ) as unknown as Sandbox;
  return {
    ...slowed,
    name: 'sandbox',
    publishableKey: sandbox.publishableKey,
    async confirmIntent(input) {
      const confirmed = await slowed.confirmIntent(input);
      if (faults.current.loseConfirmAnswers) {
        throw new ProviderUnavailableError(
          'The payment provider charged the card, then its answer was lost.',
        );
      }
      return confirmed;
    },
    async payout(input) {
      const made = await slowed.payout(input);
      if (faults.current.losePayoutAnswers) {
        throw new ProviderUnavailableError('The payment provider made the payout, then its answer was lost.');
      }
      return made;
    },
    async refund(input) {
      await wait(faults.current.delayMs);
      if (faults.current.failRefunds)
        throw new ProviderUnavailableError('The payment provider refused to refund for now.');
      return sandbox.refund(input);
    },
  };
}

export function registerSandboxFaults(app: FastifyInstance, faults: FaultSwitch): void {
  app.post(SANDBOX_FAULTS_PATH, async (request, reply) => {
    const body = SandboxFaultsSchema.safeParse(request.body ?? {});
    if (!body.success) {
      return reply.status(400).send({
        error:
          'Send { delayMs?: 0…60000, loseConfirmAnswers?: boolean, failRefunds?: boolean, losePayoutAnswers?: boolean }.',
      });
    }
    return faults.set(body.data as Partial<SandboxFaults>);
  });
}
