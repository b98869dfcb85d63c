"use client";

import { lazyComponent } from "@/components/ui/lazy";

/**
 * The change history panel, its code loaded when it first renders rather than with the page: it sits
 * at the end of a record's page (or behind a tab), and its formatting of every kind of change weighs
 * about 5 KB gzip that a first visit need not wait for.
 */
export const LazyHistoryPanel = lazyComponent(() => import("./history-panel").then((module) => module.HistoryPanel));
