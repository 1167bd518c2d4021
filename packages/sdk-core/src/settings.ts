/** Notification toggles and international preferences (spec §7 list/update_paramatre_user). */
import { type NotificationSetting, type Settings, settingsEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

export type SettingName = NotificationSetting | 'langue' | 'pays';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to change your settings.') });

export function createSettings(core: ClientCore) {
  return {
    async get(): Promise<Result<Settings>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await core.http.call(settingsEndpoints.getSettings, { id_user });
      return result.error ? result : { data: result.data.data };
    },
    /** Changes one setting ('1'/'0' for a toggle); answers all of them. */
    async update(name: SettingName, value: string): Promise<Result<Settings>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      const result = await core.http.call(settingsEndpoints.updateSetting, {
        id_user,
        nom_table: name,
        value,
      });
      return result.error ? result : { data: result.data.data };
    },
  };
}

export type SettingsArea = ReturnType<typeof createSettings>;
