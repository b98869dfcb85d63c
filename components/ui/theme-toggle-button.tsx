"use client";

import { useCallback, useSyncExternalStore } from "react";
import {
  isDarkApplied,
  readThemePreference,
  setThemePreference,
  subscribeToTheme,
  type ThemePreference,
} from "@/lib/web/theme";
import { cn, focusRing } from "./cn";

export interface ThemeState {
  /** null on the server and during hydration. */
  preference: ThemePreference | null;
  isDark: boolean;
  setPreference: (preference: ThemePreference) => void;
  toggle: () => void;
}

const getSnapshot = () => `${readThemePreference()}|${isDarkApplied() ? "dark" : "light"}`;
const getServerSnapshot = () => null;

export function useTheme(): ThemeState {
  const snapshot = useSyncExternalStore<string | null>(subscribeToTheme, getSnapshot, getServerSnapshot);
  const [preference, applied] = snapshot ? (snapshot.split("|") as [ThemePreference, string]) : [null, "light"];
  const isDark = applied === "dark";
  const toggle = useCallback(() => setThemePreference(isDarkApplied() ? "light" : "dark"), []);
  return { preference, isDark, setPreference: setThemePreference, toggle };
}

export interface ThemeToggleProps {
  /** Show "Dark mode" next to the switch (default); false keeps it icon-only with the same accessible name. */
  showLabel?: boolean;
  className?: string;
}

/** A "Dark mode" switch (role="switch"); the first click turns the OS-following default into an explicit choice. */
export function ThemeToggle({ showLabel = true, className }: ThemeToggleProps) {
  const { isDark, toggle } = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label={showLabel ? undefined : "Dark mode"}
      onClick={toggle}
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-sm text-slate-700 dark:text-slate-200",
        focusRing,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors",
          isDark ? "bg-blue-700 dark:bg-blue-500" : "bg-slate-500 dark:bg-slate-500",
        )}
      >
        <span
          className={cn(
            "inline-block h-4 w-4 rounded-full bg-white shadow transition-transform",
            isDark ? "translate-x-[1.125rem]" : "translate-x-0.5",
          )}
        />
      </span>
      {showLabel ? <span>Dark mode</span> : null}
    </button>
  );
}
