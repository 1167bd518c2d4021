/**
 * Tests on a real PostgreSQL (when DATABASE_URL is set): the seeded catalogue is built once in a
 * template database, and every test file gets its own copy (`CREATE DATABASE … TEMPLATE`), as
 * isolated as the PGlite copies are.
 */
import pg from 'pg';
import { type Database, openPostgres } from '../db/database.js';

export const TEMPLATE_DATABASE = 'vitrine_test_template';

/** The same server, another database: `postgres://u@h:5432/x` → `postgres://u@h:5432/<name>`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and re-creates the template database, empty. */
export async function recreateTemplate(url: string): Promise<string> {
  await admin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  return databaseUrl(url, TEMPLATE_DATABASE);
}

let copies = 0;

/** A new database copied from the seeded template. */
export async function openTemplateCopy(url: string): Promise<Database> {
  const name = `vitrine_test_${process.pid}_${Date.now().toString(36)}_${++copies}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  return openPostgres(databaseUrl(url, name));
}
