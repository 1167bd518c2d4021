import type { Session } from '@vitrine/sdk-core';
import { useVitrineState } from './useVitrineState.js';

/** The signed-in user's session, or null for a visitor. */
export function useSession(): Session | null {
  return useVitrineState((state) => state.user);
}
