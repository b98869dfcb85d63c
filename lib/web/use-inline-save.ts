"use client";

import { useCallback, useRef, useState } from "react";

export interface SaveNotice {
  tone: "saving" | "saved" | "error";
  text: string;
}

/**
 * The state of inline saves in a table, for a live region: "Saving status of “X”…", then "Saved …"
 * or "Couldn't save …: <the server's message>". Only the latest save speaks.
 */
export function useInlineSave() {
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const latest = useRef(0);
  const run = useCallback(async (what: string, save: () => Promise<unknown>): Promise<boolean> => {
    const ticket = ++latest.current;
    setNotice({ tone: "saving", text: `Saving ${what}…` });
    try {
      await save();
      if (ticket === latest.current) {
        setNotice({ tone: "saved", text: `Saved ${what}.` });
      }
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Something went wrong.";
      if (ticket === latest.current) {
        setNotice({ tone: "error", text: `Couldn't save ${what}: ${message}` });
      }
      return false;
    }
  }, []);
  return { notice, run };
}
