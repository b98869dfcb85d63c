"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true onwards: a lazily loaded dialog mounts when first
 * opened and then stays mounted, so closing it still runs its focus-return behaviour.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened || open;
}
