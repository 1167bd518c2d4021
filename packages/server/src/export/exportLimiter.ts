/**
 * How often one account may take its data (the contract's ACCOUNT_EXPORT_LIMITS): an export reads
 * every order, message and review of the account, so it is counted like the other heavy calls,
 * against the injected clock in this process's memory.
 */
import { ACCOUNT_EXPORT_LIMIT_CODE, ACCOUNT_EXPORT_LIMITS } from '@vitrine/contract';
import { createWindowLimiter, tooOften } from '../http/windowLimiter.js';

export interface ExportLimiter {
  /** Counts one export of `idUser`, or throws a 429 (and counts nothing). */
  take(idUser: number): void;
}

export function createExportLimiter(now: () => Date): ExportLimiter {
  const counter = createWindowLimiter(now, ACCOUNT_EXPORT_LIMITS.windowMs);
  return {
    take(idUser) {
      const refused = counter.take([{ key: `account:${idUser}`, max: ACCOUNT_EXPORT_LIMITS.perAccount }]);
      if (refused) throw tooOften(refused, 'Your data was exported too often.', ACCOUNT_EXPORT_LIMIT_CODE);
    },
  };
}
