/** Dark mode: the `dark` class on <html>, an explicit choice in localStorage["theme"], else the OS setting. */

export type ThemePreference = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "theme";
const MEDIA = "(prefers-color-scheme: dark)";

/**
 * Runs before first paint (inline in the root layout's <head>) so the page never flashes the wrong theme:
 * `<script dangerouslySetInnerHTML={{ __html: themeInitScript }} />` with `<html suppressHydrationWarning>`.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&window.matchMedia(${JSON.stringify(MEDIA)}).matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light";}catch(e){}})();`;

const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function applyTheme(preference: ThemePreference): void {
  const dark = preference === "dark" || (preference === "system" && window.matchMedia(MEDIA).matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === "system") {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    } else {
      window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    }
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this page.
  }
  applyTheme(preference);
  notify();
}

/** For useSyncExternalStore: follows OS changes (when on "system") and other tabs' choices. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(MEDIA);
  const onChange = () => {
    applyTheme(readThemePreference());
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      onChange();
    }
  };
  media.addEventListener("change", onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function isDarkApplied(): boolean {
  return document.documentElement.classList.contains("dark");
}
