"use client";

import type { SortingState, Updater } from "@tanstack/react-table";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";

export type UrlParamValue = string | number | boolean | null | undefined;

export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;

/** Keys the hook owns; every other key is a filter. */
const PAGE_KEY = "page";
const PAGE_SIZE_KEY = "pageSize";
const SORT_KEY = "sort";
const TABLE_KEYS = new Set([PAGE_KEY, PAGE_SIZE_KEY, SORT_KEY]);

export interface UseUrlStateOptions {
  defaultPageSize?: number;
}

export interface UrlState {
  /** 0-based page (the URL holds it 1-based: `?page=2` is the second page). */
  page: number;
  pageSize: number;
  /** For `/v1` list calls: `limit=pageSize`, `offset=page*pageSize`. */
  offset: number;
  /** Raw sort param: `"created_at"` ascending, `"-created_at"` descending, or null. */
  sort: string | null;
  /** The sort param as TanStack Table state. */
  sorting: SortingState;
  /** Every search param that is not page/pageSize/sort. */
  filters: Record<string, string>;
  get: (key: string) => string | null;
  /** Merges `partial` into the URL; null/""/undefined removes a key; changing a filter resets the page. */
  setParams: (partial: Record<string, UrlParamValue>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSorting: (updater: Updater<SortingState>) => void;
}

function toSorting(sort: string | null): SortingState {
  if (!sort) {
    return [];
  }
  const desc = sort.startsWith("-");
  return [{ id: desc ? sort.slice(1) : sort, desc }];
}

function fromSorting(sorting: SortingState): string | null {
  const first = sorting[0];
  return first ? `${first.desc ? "-" : ""}${first.id}` : null;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Table state (page, page size, sort, filters) kept in the URL so views can be shared and survive reloads. */
export function useUrlState({ defaultPageSize = 50 }: UseUrlStateOptions = {}): UrlState {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  // router.replace lands in a transition, so a second change made before the first renders (Clear
  // filters, then a filter) would start from stale params and undo it. Changes therefore build on
  // the last URL asked for until the rendered URL catches up; a URL never asked for (Back, a link)
  // drops what was pending.
  const current = searchParams.toString();
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const shown = pending.current.indexOf(current);
    pending.current = shown >= 0 ? pending.current.slice(shown + 1) : [];
  }, [current]);

  const page = positiveInt(searchParams.get(PAGE_KEY), 1) - 1;
  const pageSize = positiveInt(searchParams.get(PAGE_SIZE_KEY), defaultPageSize);
  const sort = searchParams.get(SORT_KEY) || null;
  const sorting = useMemo(() => toSorting(sort), [sort]);

  const filters = useMemo(() => {
    const result: Record<string, string> = {};
    searchParams.forEach((value, key) => {
      if (!TABLE_KEYS.has(key)) {
        result[key] = value;
      }
    });
    return result;
  }, [searchParams]);

  const setParams = useCallback(
    (partial: Record<string, UrlParamValue>) => {
      const base = pending.current.at(-1) ?? current;
      const next = new URLSearchParams(base);
      let resetPage = false;
      for (const [key, value] of Object.entries(partial)) {
        const text = value === null || value === undefined ? "" : String(value);
        if (key !== PAGE_KEY && (next.get(key) ?? "") !== text) {
          resetPage = true;
        }
        if (text === "") {
          next.delete(key);
        } else {
          next.set(key, text);
        }
      }
      if (resetPage && !(PAGE_KEY in partial)) {
        next.delete(PAGE_KEY);
      }
      if (next.get(PAGE_KEY) === "1") {
        next.delete(PAGE_KEY);
      }
      const query = next.toString();
      if (query === base) {
        return;
      }
      pending.current.push(query);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, current],
  );

  const setPage = useCallback((nextPage: number) => setParams({ [PAGE_KEY]: nextPage + 1 }), [setParams]);
  const setPageSize = useCallback(
    (nextSize: number) => setParams({ [PAGE_SIZE_KEY]: nextSize === defaultPageSize ? null : nextSize }),
    [setParams, defaultPageSize],
  );
  const setSorting = useCallback(
    (updater: Updater<SortingState>) => {
      const nextSorting = typeof updater === "function" ? updater(sorting) : updater;
      setParams({ [SORT_KEY]: fromSorting(nextSorting) });
    },
    [setParams, sorting],
  );

  return {
    page,
    pageSize,
    offset: page * pageSize,
    sort,
    sorting,
    filters,
    get: (key) => searchParams.get(key),
    setParams,
    setPage,
    setPageSize,
    setSorting,
  };
}
