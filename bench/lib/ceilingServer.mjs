#!/usr/bin/env node
/**
 * The ceiling of the API figures: the same fastify answering, for each benchmarked URL, the body
 * the real server answered for it — same bytes, same content type — precomputed, so no database,
 * no query and no serialisation. What the real server reaches of this is what it loses in its
 * own work; the rest is fastify, the loopback and the load generator on this machine.
 *   node bench/lib/ceilingServer.mjs <bodies.json> <port>
 * bodies.json: { "<path?query>": { "contentType": "...", "body": "<base64>" } }
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, answer]) => [
    url,
    { contentType: answer.contentType, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/*', (request, reply) => {
  const answer = bodies.get(request.url);
  if (!answer) return reply.code(404).send({ error: `No body for ${request.url}` });
  return reply.header('content-type', answer.contentType).send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
