/**
 * Writing to the marketplace's support team (the contact page's form): the message lands in
 * staff's conversations like any other, and their answer in the sender's. A function apart from
 * the client's areas, so only the page that sends it carries it.
 */
import { type Message, messageEndpoints } from '@vitrine/contract';
import type { VitrineClient } from './client.js';
import type { Result } from './errors.js';

export async function contactSupport(
  client: VitrineClient,
  message: { objet: string; corps_message: string },
): Promise<Result<Message[]>> {
  const result = await client.http.call(messageEndpoints.contactSupport, message);
  return result.error ? result : { data: result.data.data };
}
