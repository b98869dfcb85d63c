// No "use client" here: server components (the root layout) can import `themeInitScript` as a plain string.
export { themeInitScript } from "@/lib/web/theme";
export { type ThemeState, ThemeToggle, type ThemeToggleProps, useTheme } from "./theme-toggle-button";
