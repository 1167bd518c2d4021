/**
 * How an element's screen goes into its shadow root: a React root (preact/compat's in the
 * script-tag bundle), as react-to-web-component does. The loader hands it the component once the
 * element's chunk has arrived.
 */
import type { R2WCRenderer } from '@r2wc/core';
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface RenderedElement {
  root: Root;
  component: ComponentType<object>;
}

export const elementRenderer: R2WCRenderer<object, RenderedElement> = {
  mount(container, component, props) {
    const root = createRoot(container);
    root.render(createElement(component, props));
    return { root, component };
  },
  update({ root, component }, props) {
    root.render(createElement(component, props));
  },
  unmount({ root }) {
    root.unmount();
  },
};
