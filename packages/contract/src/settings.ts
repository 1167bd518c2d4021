/** Notification toggles and international preferences (spec §2 "Settings", §3, §7). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { AppLanguageCodeSchema, dataOf, Id, OnOff, text } from './schema.js';

/** The notification toggles: the spec's six, in its order, then the additions. */
export const NOTIFICATION_SETTINGS = [
  'vente',
  'message',
  'commentaire',
  'retour',
  'suivi_commande',
  'love',
  /** Saved searches' and loved items' alerts, live and in the daily digest (an addition). */
  'alertes',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

export const SettingsSchema = z.object({
  vente: OnOff,
  message: OnOff,
  commentaire: OnOff,
  retour: OnOff,
  suivi_commande: OnOff,
  love: OnOff,
  alertes: OnOff,
  /** International preferences: the interface language and the country (for currency and delivery). */
  langue: AppLanguageCodeSchema,
  pays: z.string(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const settingsEndpoints = {
  getSettings: defineEndpoint({
    method: 'GET',
    path: 'ProfileController/list_paramatre_user',
    query: z.object({ id_user: z.optional(Id) }),
    response: dataOf(SettingsSchema),
    access: 'private',
    self: ['id_user'],
    summary: "The caller's settings.",
  }),
  updateSetting: defineEndpoint({
    method: 'POST',
    path: 'ProfileController/update_paramatre_user',
    body: z.object({
      id_user: z.optional(Id),
      nom_table: z.enum([...NOTIFICATION_SETTINGS, 'langue', 'pays']),
      /** '1' or '0' for a toggle; a language code for `langue`; a country code for `pays`. */
      value: text(5),
    }),
    response: dataOf(SettingsSchema),
    access: 'private',
    self: ['id_user'],
    summary: 'Changes one setting and answers them all.',
  }),
} as const;
