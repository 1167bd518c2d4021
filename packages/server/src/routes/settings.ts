import { AppLanguageCodeSchema, OnOff } from '@vitrine/contract';
import * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { countryCodeExists, type SettingChange, settingsOf, updateSetting } from '../db/queries/settings.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, notFound } from '../http/httpError.js';

async function currentSettings(db: Queryable, idUser: number) {
  const settings = await settingsOf(db, idUser);
  if (!settings) throw notFound('This account no longer exists.');
  return { data: settings };
}

/** Checks the value against what the named setting takes (the body schema only bounds its length). */
async function changeOf(db: Queryable, name: SettingChange['name'], value: string): Promise<SettingChange> {
  if (name === 'langue') {
    if (!z.safeParse(AppLanguageCodeSchema, value).success) {
      throw badRequest('value: the language is one of fr, en, it, jp, ru.');
    }
    return { name, value };
  }
  if (name === 'pays') {
    if (!/^[A-Za-z]{2}$/.test(value) || !(await countryCodeExists(db, value))) {
      throw badRequest('value: no country with this code.');
    }
    return { name, value: value.toUpperCase() };
  }
  if (!z.safeParse(OnOff, value).success) throw badRequest(`value: ${name} is '1' (on) or '0' (off).`);
  return { name, value: value === '1' };
}

export function settingsHandlers({ db }: AppContext) {
  return {
    getSettings: ({ user }) => currentSettings(db, user.id_user),
    updateSetting: async ({ input, user }) => {
      await updateSetting(db, user.id_user, await changeOf(db, input.nom_table, input.value));
      return currentSettings(db, user.id_user);
    },
  } satisfies Partial<Handlers>;
}
