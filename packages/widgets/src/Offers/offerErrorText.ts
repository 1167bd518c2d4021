/**
 * A refused offer move in the interface language, from the server's answer: below the rule's
 * share (with the least offer in the offer's currency), at or above the asking price, the open
 * offers' limit, the day to wait after a decline, a move no longer possible, another's offer.
 */
import {
  OFFER_LIMIT_CODE,
  OFFER_RULES,
  OFFER_TOO_LOW_CODE,
  type SdkError,
  SdkHttpError,
} from '@vitrine/sdk-core';

type T = (key: string, values?: Record<string, unknown>) => string;

export function offerErrorText(
  error: SdkError,
  t: T,
  money: (minor: number, currency: string) => string,
  /** The asking price as the reader sees it, when the screen shows it. */
  askingPrice?: string,
): string {
  if (!(error instanceof SdkHttpError)) return t('offers.errors.failed');
  const body = error.body as { code?: string; min_montant?: number; devise?: string; retry_after?: number };
  if (body.code === OFFER_TOO_LOW_CODE && body.min_montant && body.devise) {
    return t('offers.errors.tooLow', { min: money(body.min_montant, body.devise) });
  }
  if (body.code === OFFER_LIMIT_CODE) return t('offers.errors.limit', { max: OFFER_RULES.maxOpenPerBuyer });
  if (error.status === 400) {
    return askingPrice ? t('offers.errors.notBelow', { price: askingPrice }) : t('offers.errors.belowPrice');
  }
  if (error.status === 403) return t('offers.errors.forbidden');
  if (error.status === 409 && body.retry_after) return t('offers.errors.wait');
  if (error.status === 409) return t('offers.errors.conflict');
  return t('offers.errors.failed');
}
