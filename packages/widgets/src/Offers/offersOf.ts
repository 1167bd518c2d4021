/**
 * The offers area of a client, made once per client: the widgets' screens share it rather than
 * each making its own.
 */
import { createOffers, type OffersArea, type VitrineClient } from '@vitrine/sdk-core';

const areas = new WeakMap<VitrineClient, OffersArea>();

export function offersOf(client: VitrineClient): OffersArea {
  let area = areas.get(client);
  if (!area) {
    area = createOffers(client);
    areas.set(client, area);
  }
  return area;
}
