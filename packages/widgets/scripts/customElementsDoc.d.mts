// Types of customElementsDoc.mjs for its test (src/elements/customElementsDoc.test.ts).

/** Where the page is written: docs/custom-elements.md at the repository's root. */
export const DOC_FILE: string;

/** The page, as the code says it today. */
export function customElementsDoc(): Promise<string>;

/** The page as written in docs/, or '' when there is none. */
export function writtenCustomElementsDoc(): string;

/** Whether the page on disk is the one the code gives. */
export function customElementsDocIsCurrent(): Promise<boolean>;
