/**
 * One Emotion instance per style root: the document for React apps, each shadow root for custom
 * elements (styles inserted in the document do not reach into a shadow root, so each root's
 * instance inserts its rules there: `container`). Components ask for `useCss()` and never care
 * which root they render in.
 */
import emotionFactory, {
  type ClassNamesArg,
  type CSSInterpolation,
  type CSSObject,
  type Emotion,
} from '@emotion/css/create-instance';
import { createContext, type ReactNode, useContext } from 'react';
import { tokens } from './tokens.js';

/**
 * Emotion's factory. Our CommonJS build reads Emotion's CommonJS module as Node does, the whole
 * `exports` object as the default import, where the ESM build gets the function itself.
 */
const createEmotion: typeof emotionFactory =
  (emotionFactory as unknown as { default?: typeof emotionFactory }).default ?? emotionFactory;

/** What the widgets use of a root's Emotion instance. */
export type Styles = Pick<Emotion, 'css' | 'cx' | 'keyframes' | 'injectGlobal' | 'cache'>;
/** What `css` takes: Emotion's object styles, class names, and lists of them. */
export type StyleInput = CSSInterpolation;
/** One object of styles: camelCase properties, nested selectors and at-rules. */
export type StyleObject = CSSObject;
/** What `cx` takes. */
export type ClassInput = ClassNamesArg;

/**
 * No vendor prefixes: the browsers the widgets support need none for the properties they use,
 * and prefixing every rule is most of what inserting a style costs on a page's first render.
 */
const NO_PREFIXES: [] = [];

const byContainer = new WeakMap<Node, Styles>();
let documentStyles: Styles | undefined;

/** Base rules of a root: the font and box model every widget assumes. */
function installBase(styles: Styles, inShadowRoot: boolean): void {
  const scope = inShadowRoot ? ':host' : '.vitrine-root';
  styles.injectGlobal({
    [scope]: {
      fontFamily: tokens.font,
      color: tokens.ink,
      lineHeight: 1.45,
      WebkitFontSmoothing: 'antialiased',
    },
    [`${scope} *, ${scope} *::before, ${scope} *::after`]: { boxSizing: 'border-box' },
  });
}

/** The styles of a container (a shadow root), or of the document when there is none. */
export function stylesFor(container?: Node | null): Styles {
  if (!container) {
    if (!documentStyles) {
      documentStyles = createEmotion({ key: 'vitrine', stylisPlugins: NO_PREFIXES });
      installBase(documentStyles, false);
    }
    return documentStyles;
  }
  let styles = byContainer.get(container);
  if (!styles) {
    // Emotion's options type `container` as an element; a shadow root takes `<style>` children
    // just the same, which is what Emotion does with it.
    styles = createEmotion({
      key: 'vitrine',
      container: container as HTMLElement,
      stylisPlugins: NO_PREFIXES,
    });
    installBase(styles, true);
    byContainer.set(container, styles);
  }
  return styles;
}

/**
 * The document's Emotion cache: on a server, what a render inserted, for `@emotion/server` to
 * extract the rules a page uses; in the browser, it takes over the rules the server sent.
 */
export function documentStyleCache(): Styles['cache'] {
  return stylesFor(null).cache;
}

const StylesContext = createContext<Styles | null>(null);

/** Renders its children with the styles of `container` (a shadow root), or of the document. */
export function StyleRoot({ container, children }: { container?: Node | null; children?: ReactNode }) {
  return <StylesContext.Provider value={stylesFor(container)}>{children}</StylesContext.Provider>;
}

/** `css`, `cx` and `keyframes` of the current style root. */
export function useCss(): Pick<Styles, 'css' | 'cx' | 'keyframes'> {
  return useContext(StylesContext) ?? stylesFor(null);
}
