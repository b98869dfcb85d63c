"use client";

import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * A ref that always holds the value of the last render, for listeners registered once (a document
 * keydown, a debounce timer) that must call the current callback. It is updated in a layout effect,
 * before the browser paints: a key pressed as soon as new rows show reaches the handler of the render
 * that showed them, never the one before (a passive effect runs after the paint, and left a gap in
 * which j acted on the list as it was before its rows arrived).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
