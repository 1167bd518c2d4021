// What the test server's global setup provides to widget tests (packages/server/src/testing/serverProcessSetup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    vitrineServerUrl: string;
  }
}

export {};
