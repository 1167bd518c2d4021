import type { AnswerCache } from './cache/answerCache.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import type { ActivityLimiter } from './http/activityLimits.js';
import type { MediaStore } from './media/mediaStore.js';
import type { Mailer } from './notifications/mailer.js';
import type { PaymentProvider } from './payments/provider.js';
import type { Notifier } from './realtime/notifier.js';

/** What every route module is given. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** The current time; tests move it to expire reservations or age a birth date. */
  now: () => Date;
  /** Live events to users' sockets, from HTTP handlers too. */
  notifier: Notifier;
  payments: PaymentProvider;
  media: MediaStore;
  /** E-mails (SMTP or `.eml` files in the outbox); absent sends none. */
  mailer?: Mailer;
  /** What one account may send others, and receive, in messages and likes: shared by HTTP and the socket. */
  activityLimits: ActivityLimiter;
  /** GET answers and token lookups kept between writes; absent when the cache is off. */
  answerCache?: AnswerCache;
}
