/**
 * Time in tests is the injected clock: a test that sleeps passes under load without testing what
 * it names, and fails on a slow machine; one that asserts on elapsed time measures the machine.
 * This reads every test file, test helper and reliability suite of the workspace for real waits
 * (timers, `sleep`/`pause`, Playwright's `waitForTimeout`) and elapsed-time measures, and the
 * server's own code for readings of the real clock where `AppContext.now` is the time. The few
 * files that must use real time are listed with their reason (also in docs/architecture.md, house
 * rules); a new one fails here, and an entry that no longer needs its exception fails too.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A timer, a named sleep, a browser wait, or a measure of elapsed time. */
const REAL_WAIT =
  /(?<![.\w])setTimeout\(|\bsetInterval\(|timers\/promises|\bwaitForTimeout\(|\bsleep\(|\bpause\(|performance\.now\(|Date\.now\(\)\s*-|-\s*Date\.now\(\)/;

/** Where a test file may wait for real time, and why. */
const TESTS_ON_REAL_TIME: Record<string, string> = {
  'packages/server/src/testing/until.ts':
    'the one polling helper: it looks at the real condition again after a short pause, and gives up after a bound',
  'packages/server/src/realtime/socketServer.test.helpers.ts':
    "a bound on waiting for a socket event, which fails with the event's name rather than the test's time limit; it resolves at the event",
  'packages/reference-site/e2e/content-safety.spec.ts':
    "a browser gives no event for an `onerror` that should never fire: the short wait gives a payload's handler its chance",
  'packages/reference-site/e2e/shopper.spec.ts':
    'the phone-width check measures the page once late images and fonts have laid out, which no event announces',
  'packages/server/reliability/crash.reliability.ts':
    'kills real processes at random moments of a real storm, then waits out the reservations’ real lifetime in another process',
  'packages/server/reliability/faults.reliability.ts':
    'outages of real durations (PostgreSQL away, a frozen process, HAProxy restarted) under load running at a real pace, across processes whose job runners tick on their own',
  'packages/server/reliability/sockets.reliability.ts':
    'a load of a set rate for a set duration, whose latencies are reported, not asserted',
  'packages/server/reliability/cluster.reliability.ts':
    'a load of a real duration across processes; the delivery time across processes is reported, not asserted',
  'packages/server/reliability/orderJobs.reliability.ts':
    'kills a real process a random time after its start, and polls other processes for the outcome',
  'packages/server/reliability/offerJobs.reliability.ts':
    'kills a real process a random time after its start, and polls other processes for the outcome',
  'packages/server/reliability/review.reliability.ts':
    "a real socket closed by another process's real timer at its session's end",
  'packages/server/reliability/serverProcess.ts': 'polls a starting process until it answers /api/health',
  'packages/server/reliability/globalSetup.ts': 'reports how long seeding took',
};

/**
 * Where the server's code reads the real clock rather than `AppContext.now`, and why: each is
 * about the process's own machinery, never a rule a user meets.
 */
const SERVER_ON_REAL_TIME: Record<string, string> = {
  'packages/server/src/server.ts': "the clock's default: the real one, unless a test gives its own",
  'packages/server/src/payments/sandbox.ts': "the sandbox provider's clock's default, when given none",
  'packages/server/src/cache/changeRelay.ts':
    "a peer's silence, measured by the same real interval timer that sends this process's hellos",
  'packages/server/src/pageRender.ts':
    "how long a rendered page stays in memory: the cache's bound on staleness and memory, which re-reads every page's answers before serving it",
  'packages/server/src/notifications/mailer.ts':
    'the name of a file written to the development outbox folder, which orders the files on disk',
  'packages/server/src/db/drivers/postgresPipelined.ts':
    "how long a read has waited on a connection: the driver's real-time measure of a stuck backend",
};

/** Every file under `folder` (relative to the root) whose path passes `keep`. */
function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  const absolute = join(ROOT, folder);
  let entries: Dirent[];
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const packages = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join('packages', entry.name));

const isTestCode = (path: string) =>
  /\.(test|spec|reliability)\.tsx?$|\.test\.helpers\.tsx?$/.test(path) ||
  /\/(testing|reliability|e2e)\//.test(path);

const THIS_FILE = 'packages/server/src/testing/realTime.test.ts';

/** Test files, test helpers and reliability suites of every package; this one, which names the patterns, aside. */
const testFiles = packages.flatMap((pkg) =>
  ['src', 'reliability', 'e2e'].flatMap((folder) =>
    filesUnder(join(pkg, folder), (path) => /\.tsx?$/.test(path) && isTestCode(path) && path !== THIS_FILE),
  ),
);

/** The server's own code: tests and their helpers left out. */
const serverCode = filesUnder('packages/server/src', (path) => /\.ts$/.test(path) && !isTestCode(path));

/** The files whose text matches `pattern`, each with its first matching line. */
function offenders(files: string[], pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => pattern.test(line));
    if (at >= 0) found.set(file, `${at + 1}: ${lines[at]?.trim()}`);
  }
  return found;
}

describe('time in tests is the injected clock', () => {
  it('finds the files it reads', () => {
    expect(testFiles).toContain('packages/server/src/routes/auth.test.ts');
    expect(testFiles).toContain('packages/widgets/src/home/HomeBanners.test.tsx');
    expect(testFiles).toContain('packages/widgets/src/Cart/Cart.test.helpers.ts');
    expect(testFiles).toContain('packages/server/reliability/faults.reliability.ts');
    expect(testFiles).toContain('packages/reference-site/e2e/shopper.spec.ts');
    expect(serverCode).toContain('packages/server/src/auth/authenticate.ts');
    expect(serverCode).not.toContain('packages/server/src/testing/until.ts');
  });

  it('no test waits for real time or measures it, outside the files listed with their reason', () => {
    const found = offenders(testFiles, REAL_WAIT);
    const unexplained = [...found].filter(([file]) => !(file in TESTS_ON_REAL_TIME));
    expect(unexplained.map(([file, line]) => `${file}:${line}`)).toEqual([]);
    // An exception no longer needed leaves the list.
    expect(Object.keys(TESTS_ON_REAL_TIME).filter((file) => !found.has(file))).toEqual([]);
  });

  it("the server's code reads the time from its injected clock, outside the files listed with their reason", () => {
    const found = offenders(serverCode, /Date\.now\(\)|new Date\(\)|performance\.now\(\)/);
    const unexplained = [...found].filter(([file]) => !(file in SERVER_ON_REAL_TIME));
    expect(unexplained.map(([file, line]) => `${file}:${line}`)).toEqual([]);
    expect(Object.keys(SERVER_ON_REAL_TIME).filter((file) => !found.has(file))).toEqual([]);
  });

  it('recognises a sleep, a timer and an elapsed-time measure, and not a test time limit', () => {
    expect(REAL_WAIT.test('await new Promise((resolve) => setTimeout(resolve, 200));')).toBe(true);
    expect(REAL_WAIT.test('await sleep(50);')).toBe(true);
    expect(REAL_WAIT.test('await page.waitForTimeout(300);')).toBe(true);
    expect(REAL_WAIT.test('const elapsed = performance.now() - started;')).toBe(true);
    expect(REAL_WAIT.test('expect(Date.now() - started).toBeLessThan(100);')).toBe(true);
    expect(REAL_WAIT.test('test.setTimeout(120_000);')).toBe(false);
    expect(REAL_WAIT.test('const objet = `Sac ` + Date.now();')).toBe(false);
  });
});
