/**
 * How a deleted account shows: its row stays (the other party's orders, reviews and messages
 * point at it) with every personal field emptied, its pseudo included. An empty pseudo is what
 * no living account can have (sign-up requires one), so screens read it as "Deleted account".
 * Plain data and a function, with no schema: the script-tag build carries it as it is.
 */
export const DELETED_ACCOUNT_PSEUDO = '';

/** Whether a pseudo an answer carries is a deleted account's. */
export function isDeletedAccount(pseudo: string | null | undefined): boolean {
  return pseudo === DELETED_ACCOUNT_PSEUDO;
}

/** The code of a refusal to write to a deleted account, which screens say in their language. */
export const ACCOUNT_DELETED_CODE = 'account_deleted';
