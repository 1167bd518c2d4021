/**
 * Arrow-key moves in a group with one tab stop (tabs, radios): the arrows step to the next or
 * previous item, wrapping round at the ends, Home and End go to the first and the last, and the
 * focus follows the move as the ARIA patterns ask.
 */
import { type KeyboardEvent, useRef } from 'react';

/** `row`: left and right arrows (a tab list); `grid`: up and down as well (a radio group). */
export type RovingAxes = 'row' | 'grid';

const STEPS: Record<RovingAxes, Record<string, number>> = {
  row: { ArrowRight: 1, ArrowLeft: -1 },
  grid: { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 },
};

export interface RovingFocus<K> {
  /** The ref of an item's element, so a move can focus it. */
  itemRef(key: K): (element: HTMLElement | null) => void;
  /**
   * Handles a key pressed on the item at `index`: a move chooses the next item with `onMove`,
   * then focuses it and returns its element. Any other key is left alone.
   */
  onKeyDown(event: KeyboardEvent, index: number): HTMLElement | null | undefined;
}

export function useRovingFocus<K>(
  keys: readonly K[],
  axes: RovingAxes,
  onMove: (key: K) => void,
): RovingFocus<K> {
  const elements = useRef(new Map<K, HTMLElement | null>());
  return {
    itemRef: (key) => (element) => {
      elements.current.set(key, element);
    },
    onKeyDown: (event, index) => {
      const step = STEPS[axes][event.key];
      const next =
        step !== undefined
          ? index + step
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? keys.length - 1
              : undefined;
      if (next === undefined) return undefined;
      event.preventDefault();
      const key = keys[(next + keys.length) % keys.length] as K;
      onMove(key);
      const element = elements.current.get(key);
      element?.focus();
      return element;
    },
  };
}
