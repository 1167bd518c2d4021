import type { SdkError } from '@vitrine/sdk-core';

/**
 * The server writes a refused input as `field: what is wrong` (`email: an account already uses
 * this e-mail address.`), so a form can put the message under the field it is about.
 */
export function serverFieldError(error: SdkError): { field: string | null; text: string } {
  const match = /^([A-Za-z_][\w.]*): (.+)$/s.exec(error.message);
  return match
    ? { field: match[1] as string, text: match[2] as string }
    : { field: null, text: error.message };
}
