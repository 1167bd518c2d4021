/**
 * `GET /api/ready`: whether this process can serve now, for the balancer. `/api/health` says the
 * process is alive and reads nothing; this asks the database, so a process whose database is away
 * is routed around (it answers 503 meanwhile) and taken back as soon as its database answers.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { DatabaseUnavailableError } from '../db/drivers/connectionLoss.js';

/** Longer than a busy database's answer to `SELECT 1`, shorter than the balancer's check. */
const READY_WITHIN_MS = 1_000;

export function registerReadiness(app: FastifyInstance, db: Database): void {
  app.get('/api/ready', async (_request, reply) => {
    if (await answersWithin(db, READY_WITHIN_MS)) return { status: 'ready', database: db.kind };
    return reply
      .status(503)
      .header('retry-after', String(DatabaseUnavailableError.retryAfterSeconds))
      .send({ error: DatabaseUnavailableError.message });
  });
}

async function answersWithin(db: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
