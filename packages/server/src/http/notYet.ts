/** Placeholder for an endpoint whose handler is being written; answers 500 so no test passes on it. */
export async function notYet(): Promise<never> {
  throw new Error('This endpoint is not implemented yet.');
}
