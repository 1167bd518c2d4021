/**
 * 3. Access: a matrix from the contract's route table. Every private route is called as A would
 * call it, but with no token, a forged token, A's expired token, and B's token with A's ids; each
 * is refused (401, or 403 for B), and A's data is the same afterwards, row for row.
 * Personalised routes (public reads that answer per user) and the two public calls that carry a
 * proof instead of a session (the provider's confirm, the payout account update) are in the
 * matrix too, for the attacks that apply to them. So is the one private file route outside the
 * contract, an order's evidence photo (`/media/orders/<id>/<name>`), which answers 404 to all but
 * the order's parties and staff.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyEndpoint, type EndpointName, endpoints } from '@vitrine/contract';
import { afterAll, expect, inject, it } from 'vitest';
import { liveActors, type PreparedActors, prepareActors, userSnapshot } from './actors.js';
import { bearer, callEndpoint } from './callEndpoint.js';
import { withDatabase } from './database.js';
import { reportFigure } from './figures.js';
import { type Actors, routeCalls } from './routeInputs.js';
import { freshDataDir, removeDataDir, type ServerProcess, startServerProcess } from './serverProcess.js';

type Attack = 'no token' | 'forged token' | 'expired token' | "B with A's ids";

interface Row {
  route: EndpointName;
  attack: Attack;
  expected: 401 | 403 | 404;
  status: number;
}

/**
 * Where B's call names A: the input of A's own call, sent with B's token, names A through its
 * `self` fields, or through an id of A's (an order, an address, a list entry, an intent). Routes
 * that name no one (logout) have no such attack.
 */
const NAMES_A_WITHOUT_SELF: ReadonlySet<EndpointName> = new Set([
  'getCommande',
  'setProduitTexte',
  // Someone's listing: B is not its seller.
  'updateMonProduit',
  'retirerProduit',
  // A's order: B is neither its buyer, nor its seller, nor staff.
  'getOrderTimeline',
  'acceptOrder',
  'declineOrder',
  'shipOrder',
  'confirmReception',
  'reportProblem',
  'decideDispute',
  'getDispute',
  'answerDispute',
  // A's order: B is neither its buyer nor its seller.
  'getAvisCommande',
  'addAvis',
  // A's offer: B is neither its buyer nor its seller.
  'counterOffer',
  'acceptOffer',
  'declineOffer',
  // Someone's listing: B is not its seller.
  'setOfferFloor',
  'offerToLikers',
  'step2',
  'sandboxConfirm',
  'updateAccount',
]);

/**
 * Where B's call names a thing of A's that B may not even know exists: 404, as for no such thing,
 * rather than a 403 that would confirm it.
 */
const HIDDEN_FROM_B: ReadonlySet<EndpointName> = new Set(['deleteSavedSearch']);

/** Staff's routes: A's own call is refused too (A is not staff), so it is no control read. */
const STAFF_ROUTES: ReadonlySet<EndpointName> = new Set([
  'listDisputes',
  'listListingsToVerify',
  'decideListing',
]);

/**
 * The address book's calls on one address: B naming itself but A's address is told that no such
 * address is in B's book (404), as for one that does not exist.
 */
const ADDRESS_ROUTES: ReadonlySet<EndpointName> = new Set([
  'updateAddress',
  'deleteAddress',
  'setDefaultAddress',
]);

/** Public routes whose proof is not a session: only the "B with A's ids" attack applies. */
const PROOF_ROUTES: ReadonlySet<EndpointName> = new Set(['sandboxConfirm', 'updateAccount']);

let server: ServerProcess | undefined;
const dataDir = freshDataDir(inject('reliabilityTemplate'));
afterAll(async () => {
  await server?.kill('SIGKILL');
  removeDataDir(dataDir);
});

/** The smallest PNG: the evidence photo the file route serves. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A token of the right shape that no one was ever given. */
const forgedToken = () => randomBytes(32).toString('base64url');

it('every private route refuses B, forged and expired tokens and visitors; A is untouched', async () => {
  let prepared!: PreparedActors;
  await withDatabase(dataDir, async (db) => {
    prepared = await prepareActors(db);
  });

  // First run: A's life, and A's own reads as the control that the calls are right.
  server = await startServerProcess({ dataDir });
  const actors: Actors = await liveActors(server.url, prepared);
  const controls: string[] = [];
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, AnyEndpoint][]) {
    if (endpoint.method !== 'GET' || endpoint.access === 'public' || STAFF_ROUTES.has(name)) continue;
    const own = routeCalls[name](actors);
    const answer = await callEndpoint(server.url, endpoint, {
      ...own,
      authorization: bearer(actors.a.token),
    });
    if (answer.status !== 200) controls.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  expect(controls, "A's own reads pass").toEqual([]);
  await server.stop();
  // A's order holds an evidence photo, as a reported problem leaves it, for the file route's attacks.
  const photoName = `${randomBytes(16).toString('hex')}.png`;
  const photoFolder = join(dataDir, 'media', 'private', 'disputes');
  mkdirSync(photoFolder, { recursive: true });
  writeFileSync(join(photoFolder, photoName), ONE_PIXEL_PNG);
  await withDatabase(dataDir, (db) =>
    db.query(
      `INSERT INTO commande_etape (id_commande, etat, transition, actor, id_actor, note, photos, at)
       SELECT id_commande, etat, NULL, 'buyer', id_user, NULL, ARRAY[$2::text], now()
         FROM commande WHERE id_commande = $1`,
      [actors.orderId, `private/disputes/${photoName}`],
    ),
  );
  const photoPath = `/media/orders/${actors.orderId}/${photoName}`;
  const before = await withDatabase(dataDir, (db) => userSnapshot(db, actors.a.id_user));

  // Second run: the attacks.
  server = await startServerProcess({ dataDir });
  const rows: Row[] = [];
  const routes = (Object.entries(endpoints) as [EndpointName, AnyEndpoint][]).filter(
    ([name, endpoint]) => endpoint.access !== 'public' || PROOF_ROUTES.has(name),
  );
  for (const [name, endpoint] of routes) {
    const own = routeCalls[name](actors);
    const attacks: {
      attack: Attack;
      authorization?: string;
      expected: 401 | 403 | 404;
      input?: Record<string, unknown>;
    }[] = [];
    if (!PROOF_ROUTES.has(name)) {
      if (endpoint.access === 'private') attacks.push({ attack: 'no token', expected: 401 });
      attacks.push({ attack: 'forged token', authorization: bearer(forgedToken()), expected: 401 });
      attacks.push({ attack: 'expired token', authorization: bearer(prepared.expiredTokenA), expected: 401 });
    }
    if (endpoint.self.length > 0 || NAMES_A_WITHOUT_SELF.has(name) || STAFF_ROUTES.has(name)) {
      attacks.push({ attack: "B with A's ids", authorization: bearer(actors.b.token), expected: 403 });
    }
    if (HIDDEN_FROM_B.has(name)) {
      attacks.push({ attack: "B with A's ids", authorization: bearer(actors.b.token), expected: 404 });
    }
    if (name === 'createIntent') {
      // B pays with B's own id but has it delivered to A's address.
      const input = structuredClone(own.input) as { you: { id: number } };
      input.you.id = actors.b.id_user;
      attacks.push({ attack: "B with A's ids", authorization: bearer(actors.b.token), expected: 403, input });
    }
    if (ADDRESS_ROUTES.has(name)) {
      const input = { ...own.input, id_user: actors.b.id_user };
      attacks.push({ attack: "B with A's ids", authorization: bearer(actors.b.token), expected: 404, input });
    }
    if (name === 'sandboxConfirm') {
      // B knows A's intent id, not its secret.
      const input = {
        ...own.input,
        client_secret: `${actors.intent.id}_secret_${forgedToken().slice(0, 24)}`,
      };
      attacks.splice(0, attacks.length, { attack: "B with A's ids", expected: 403, input });
    }
    if (name === 'updateAccount') {
      // An account token B was really issued and claimed, spent on A's account.
      const issued = await callEndpoint(server.url, endpoints.sandboxToken, {
        authorization: bearer(actors.b.token),
        input: { account: { business_type: 'individual' } },
      });
      await callEndpoint(server.url, endpoints.claimAccountToken, {
        authorization: bearer(actors.b.token),
        input: { token: issued.body.id },
      });
      const input = { ...own.input, token: issued.body.id };
      attacks.splice(0, attacks.length, { attack: "B with A's ids", expected: 403, input });
    }
    for (const attack of attacks) {
      const answer = await callEndpoint(server.url, endpoint, {
        input: attack.input ?? own.input,
        files: own.files,
        authorization: attack.authorization,
      });
      rows.push({ route: name, attack: attack.attack, expected: attack.expected, status: answer.status });
    }
  }
  // The evidence photo: A reads it; a visitor, forged and expired tokens and B get 404, as for a
  // photo that does not exist.
  const photoAs = async (authorization?: string) =>
    (await fetch(`${server?.url}${photoPath}`, { headers: authorization ? { authorization } : {} })).status;
  expect(await photoAs(bearer(actors.a.token)), "A's own photo").toBe(200);
  const photoAttacks: [Attack, string | undefined][] = [
    ['no token', undefined],
    ['forged token', bearer(forgedToken())],
    ['expired token', bearer(prepared.expiredTokenA)],
    ["B with A's ids", bearer(actors.b.token)],
  ];
  const photoRows: { route: string; attack: Attack; expected: number; status: number }[] = [];
  for (const [attack, authorization] of photoAttacks) {
    photoRows.push({ route: 'evidencePhoto', attack, expected: 404, status: await photoAs(authorization) });
  }
  await server.stop();
  const after = await withDatabase(dataDir, (db) => userSnapshot(db, actors.a.id_user));

  const privateRoutes = routes.filter(([, endpoint]) => endpoint.access === 'private').length;
  const wrong = [...rows, ...photoRows].filter((row) => row.status !== row.expected);
  const accepted = rows.filter((row) => row.status < 400);
  const count = (status: number) => rows.filter((row) => row.status === status).length;
  reportFigure(
    `access: ${privateRoutes} private + ${routes.length - privateRoutes} personalised or proof-bearing routes, ` +
      `${rows.length} attacks → ${count(401)} × 401, ${count(403)} × 403, ${count(404)} × 404, ${accepted.length} accepted, ` +
      `evidence photo ${photoRows.length} attacks → ${photoRows.filter((row) => row.status === 404).length} × 404, ` +
      `${wrong.length} other; user A's data unchanged = ${before === after ? 'yes' : 'no'}` +
      (wrong.length
        ? ` — ${wrong.map((row) => `${row.route} (${row.attack}): ${row.status}`).join(', ')}`
        : ''),
  );
  expect(wrong).toEqual([]);
  expect(after).toBe(before);
  // The matrix covers every private route of the contract.
  expect(privateRoutes).toBe(
    Object.values(endpoints).filter((endpoint) => endpoint.access === 'private').length,
  );
});
