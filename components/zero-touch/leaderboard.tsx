"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
// From the files, not the keyboard list's index: the index also carries the bulk status and archive
// actions, which this page does not use and would otherwise load.
import { SelectionBar } from "@/components/ui/keyboard-list/selection-bar";
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { lazyComponent } from "@/components/ui/lazy";
import { SearchInput } from "@/components/ui/search-input";
import { ListEmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { UrlFilter } from "@/components/ui/url-filter";
import { type LeaderboardRow, useLeaderboard } from "@/lib/web/hooks/zero-touch";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useUrlState } from "@/lib/web/use-url-state";
import { optionsOf, REVIEW_STATUS_LABELS, RUN_STATUS_LABELS, runHref, SORT_LABELS, TIER_LABELS } from "./labels";
import type { LaunchState } from "./launch-progress";
import { LeaderboardTable } from "./leaderboard-table";
import {
  clearedLeaderboardFilters,
  hasLeaderboardFilters,
  readLeaderboardFilters,
  readLeaderboardSort,
  toLeaderboardQuery,
} from "./list-state";

// Shown only after a launch: its code loads then, as the launch's own code does.
const LaunchProgress = lazyComponent(() => import("./launch-progress").then((module) => module.LaunchProgress));
const loadLaunch = () => import("./bulk-launch");

const getId = (row: LeaderboardRow) => row.vendor_id;
const PAGE_SIZE = 50;
const TIER_OPTIONS = optionsOf(TIER_LABELS);
const STATUS_OPTIONS = optionsOf(RUN_STATUS_LABELS);
const REVIEW_OPTIONS = optionsOf(REVIEW_STATUS_LABELS);
/** The default order is left out of the URL (its option's value is empty). */
const SORT_OPTIONS = [
  { value: "", label: SORT_LABELS.healthiest },
  { value: "riskiest", label: SORT_LABELS.riskiest },
];

/**
 * The zero touch leaderboard: each vendor's latest run, ranked by composite (healthiest or riskiest
 * first, in the URL), runs with too little evidence after every ranked one and vendors not assessed
 * last; filtered in the URL and moved through from the keyboard. Vendors selected here (or every
 * unscored one) are run in bulk, with the runs' progress shown live.
 */
export function Leaderboard() {
  const router = useRouter();
  const { toast } = useToast();
  const url = useUrlState({ defaultPageSize: PAGE_SIZE });
  const filters = readLeaderboardFilters(url.filters);
  const sort = readLeaderboardSort(url.sort);
  const query = toLeaderboardQuery(filters, { limit: url.pageSize, offset: url.offset }, sort);
  const list = useLeaderboard(query);
  const searchBox = useRef<HTMLDivElement>(null);
  const total = list.data?.total ?? 0;
  const onPastEdge = usePageTurn(url, total);
  const keyboard = useKeyboardList({
    rows: list.data?.items ?? [],
    getId,
    noun: "vendor",
    // A vendor without a run has nothing to open.
    onOpen: useCallback(
      (row: LeaderboardRow) => (row.assessment_id ? router.push(runHref(row.assessment_id)) : undefined),
      [router],
    ),
    resetKey: JSON.stringify(query),
    onPastEdge,
  });
  /** Unscored vendors "Select all unscored" added that are not rows on this page. */
  const [extra, setExtra] = useState<ReadonlyMap<string, string>>(new Map());
  const [finding, setFinding] = useState(false);
  const [launching, setLaunching] = useState(false);
  const [launch, setLaunch] = useState<LaunchState | null>(null);

  /** Every vendor to run: the selected rows and the unscored vendors added, by ID, with their names. */
  const chosen = useMemo(() => {
    const names = new Map(extra);
    for (const row of keyboard.selectedRows) {
      names.set(row.vendor_id, row.vendor_name);
    }
    return names;
  }, [extra, keyboard.selectedRows]);
  const { clearSelection, setSelection, rows: shownRows } = keyboard;
  const clearChosen = useCallback(() => {
    clearSelection();
    setExtra(new Map());
  }, [clearSelection]);

  /** The launch code, or a toast when it could not be loaded (the flows tell their own failures). */
  const launchCode = () =>
    loadLaunch().catch(() => {
      toast({
        title: "Couldn't load zero touch's launch",
        description: "Reload the page and try again.",
        variant: "error",
      });
      return null;
    });

  const selectUnscored = async () => {
    setFinding(true);
    const found = await (await launchCode())?.findToSelect({ toast }, new Set(shownRows.map(getId)));
    setFinding(false);
    if (found) {
      setSelection([...keyboard.selectedIds, ...found.shownIds]);
      setExtra(found.others);
    }
  };

  const run = async () => {
    if (chosen.size === 0 || launching) {
      return;
    }
    setLaunching(true);
    const started = await (await launchCode())?.startRuns({ toast }, new Map(chosen));
    setLaunching(false);
    if (started) {
      setLaunch(started);
      clearChosen();
    }
  };

  useShortcut("/", "Search vendors", () => searchBox.current?.querySelector("input")?.focus());
  useShortcut("Escape", "Clear the selection", clearChosen);

  const filtered = hasLeaderboardFilters(filters);
  const clear = () => url.setParams(clearedLeaderboardFilters());

  if (list.isError && isModuleNotEnabled(list.error)) {
    return <LazyModuleNotEnabled moduleName="Zero touch" />;
  }

  // Nothing run yet: every row is a vendor not assessed (they come last, so the first row tells).
  const noRuns = !filtered && url.page === 0 && keyboard.rows[0]?.status === "not_assessed";

  return (
    <>
      <DataTableToolbar
        className="max-sm:flex-col max-sm:items-stretch"
        actions={
          <>
            <Button variant="secondary" onClick={clear} disabled={!filtered}>
              Clear filters
            </Button>
            <Button
              variant="secondary"
              onClick={() => void selectUnscored()}
              onFocus={() => void loadLaunch()}
              loading={finding}
            >
              Select all unscored
            </Button>
          </>
        }
      >
        <div ref={searchBox} className="w-full sm:w-auto">
          <SearchInput
            label="Search vendors"
            placeholder="Search vendors (/)"
            value={filters.q}
            onChange={(q) => url.setParams({ q })}
          />
        </div>
        <UrlFilter
          name="sort"
          label="Sort"
          className="w-full sm:w-44"
          value={sort === "riskiest" ? "riskiest" : ""}
          setParams={url.setParams}
          options={SORT_OPTIONS}
        />
        <UrlFilter
          name="tier"
          label="Risk tier"
          placeholder="Any tier"
          className="w-full sm:w-44"
          value={filters.tier}
          setParams={url.setParams}
          options={TIER_OPTIONS}
        />
        <UrlFilter
          name="status"
          label="Run status"
          placeholder="Any status"
          className="w-full sm:w-36"
          value={filters.status}
          setParams={url.setParams}
          options={STATUS_OPTIONS}
        />
        <UrlFilter
          name="review"
          label="Review"
          placeholder="Any review"
          className="w-full sm:w-36"
          value={filters.review}
          setParams={url.setParams}
          options={REVIEW_OPTIONS}
        />
      </DataTableToolbar>
      <SelectionBar count={chosen.size} noun="vendor" onClear={clearChosen}>
        <Button size="sm" onClick={() => void run()} loading={launching}>
          Run zero touch
        </Button>
      </SelectionBar>
      {launch ? <LaunchProgress launch={launch} onClose={() => setLaunch(null)} /> : null}
      <LeaderboardTable
        list={keyboard}
        busy={list.isFetching}
        sort={sort}
        noRuns={noRuns}
        paging={url}
        total={total}
        loaded={Boolean(list.data)}
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        empty={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No vendors match these filters"
            filteredDescription="The leaderboard lists each vendor's latest run, and the vendors not assessed yet."
            onClearFilters={clear}
            emptyTitle="No zero touch runs yet"
            emptyDescription="Add vendors, then run zero touch to score them without their involvement."
          />
        }
      />
    </>
  );
}
