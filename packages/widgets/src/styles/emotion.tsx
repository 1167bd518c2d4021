/**
 * One Emotion instance per style root: the document for React apps, each shadow root for custom
 * elements (styles inserted in the document do not reach into a shadow root). Components ask
 * for `useCss()` and never care which root they render in.
 */
import createEmotion, { type Emotion } from '@emotion/css/create-instance';
import { createContext, type ReactNode, useContext } from 'react';
import { tokens } from './tokens.js';

const byContainer = new WeakMap<Node, Emotion>();
let documentInstance: Emotion | undefined;

/** Base rules of a root: the font and box model every widget assumes. */
function installBase(emotion: Emotion, inShadowRoot: boolean): void {
  const scope = inShadowRoot ? ':host' : '.vitrine-root';
  emotion.injectGlobal({
    [scope]: {
      fontFamily: tokens.font,
      color: tokens.ink,
      lineHeight: 1.45,
      WebkitFontSmoothing: 'antialiased',
    },
    [`${scope} *, ${scope} *::before, ${scope} *::after`]: { boxSizing: 'border-box' },
  });
}

/** The Emotion instance for a container (a shadow root), or for the document when there is none. */
export function emotionFor(container?: Node | null): Emotion {
  if (!container) {
    if (!documentInstance) {
      documentInstance = createEmotion({ key: 'vitrine' });
      installBase(documentInstance, false);
    }
    return documentInstance;
  }
  let instance = byContainer.get(container);
  if (!instance) {
    instance = createEmotion({ key: 'vitrine', container: container as HTMLElement });
    installBase(instance, true);
    byContainer.set(container, instance);
  }
  return instance;
}

const EmotionContext = createContext<Emotion | null>(null);

/** Renders its children with the styles of `container` (a shadow root), or of the document. */
export function StyleRoot({ container, children }: { container?: Node | null; children?: ReactNode }) {
  return <EmotionContext.Provider value={emotionFor(container)}>{children}</EmotionContext.Provider>;
}

/** `css` and `cx` of the current style root. */
export function useCss(): Pick<Emotion, 'css' | 'cx' | 'keyframes'> {
  return useContext(EmotionContext) ?? emotionFor(null);
}
