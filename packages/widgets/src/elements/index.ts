// The side-effect entry: importing `@vitrine/widgets/elements` registers every element.
import { defineVitrineElements } from './defineElements.js';

defineVitrineElements();

export type { ElementTag } from './defineElements.js';
export { defineVitrineElements, elementDefinitions } from './defineElements.js';
