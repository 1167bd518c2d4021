/**
 * Waits until `read` answers something (an element, a value, `true`), polling; fails after
 * `timeout` ms. The tests of every package use it, the server's, the SDK's and the widgets'.
 */
export async function until<T>(
  read: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeout = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error(`Timed out after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
