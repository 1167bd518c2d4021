import type { AppContext } from '../context.js';
import { listBanners } from '../db/queries/banners.js';
import type { Handlers } from '../http/handler.js';

export function bannerHandlers({ db }: AppContext) {
  return {
    listPublicite: async ({ input }) => ({ data: await listBanners(db, input.langue) }),
  } satisfies Partial<Handlers>;
}
