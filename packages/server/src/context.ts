import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';

/** What every route module is given: the database and the configuration. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
}
