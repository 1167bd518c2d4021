/** Advertising banners of the home hero (spec §3 "Advertisement", §7 PubliciteController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { listOf } from './schema.js';

export const BannerSchema = z.object({
  id_publicite: z.number(),
  image_url: z.string(),
  text_publicitaire_gras: z.string(),
  text_publicitaire_gras_2: z.string(),
  description: z.string(),
  text_boutton: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const bannerEndpoints = {
  listPublicite: defineEndpoint({
    method: 'GET',
    path: 'PubliciteController/list_publicite',
    query: z.object({
      /** Language id, 1 to 5 (spec §3 "Language"). */
      langue: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5)),
    }),
    response: listOf(BannerSchema),
    access: 'public',
    summary: 'The banners of one language.',
  }),
} as const;
