"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { isModuleNotEnabled, ModuleNotEnabled } from "@/components/app-frame/module-not-enabled";
import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
// From the files, not the keyboard list's index, which would bring every part of the list into the page.
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { lazyComponent } from "@/components/ui/lazy";
import { EmptyState, ListEmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { isApiRequestError } from "@/lib/web/api-client";
import { type BankReview, showBankReview, useBankReviews } from "@/lib/web/hooks/bank-reviews";
import { useVendorFilter } from "@/lib/web/hooks/vendor-options";
import { useUrlState } from "@/lib/web/use-url-state";
import { useWhoAmI } from "@/lib/web/use-whoami";
import {
  clearedReviewFilters,
  hasReviewFilters,
  readReviewFilters,
  STATUS_FILTER_OPTIONS,
  toReviewQuery,
} from "./list-state";
import { ADMINS_ONLY_MESSAGE, decisionBlock, reviewSubject, type Viewer } from "./model";
import { ReviewTable } from "./review-table";

// Opened by a key or a click, never in the first render: their code loads then.
const ReviewPanel = lazyComponent(() => import("./review-panel").then((module) => module.ReviewPanel));
const ApproveDialog = lazyComponent(() => import("./approve-dialog").then((module) => module.ApproveDialog));
const RejectDialog = lazyComponent(() => import("./reject-dialog").then((module) => module.RejectDialog));

const getId = (review: BankReview) => review.id;
const PAGE_SIZE = 50;

type DecisionKind = "approve" | "reject";

/**
 * Moves focus back to the review's row (it stays put, held, after a decision), or to the cursor's
 * row when a refetch took it away.
 */
function focusRow(id: string) {
  const row =
    document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`) ??
    document.querySelector<HTMLElement>("[data-row-id][tabindex='0']");
  row?.focus();
}

/**
 * The reviewers' queue of bank detail changes: newest first, filtered in the URL, decided from the
 * keyboard (a approves after a confirmation, r rejects with a reason) or from the detail drawer.
 */
export function ReviewQueue() {
  const url = useUrlState({ defaultPageSize: PAGE_SIZE });
  const filters = readReviewFilters(url.filters);
  const query = toReviewQuery(filters, { limit: url.pageSize, offset: url.offset });
  const list = useBankReviews(query);
  const whoami = useWhoAmI();
  const viewer: Viewer | undefined = whoami.data ? { role: whoami.data.role, userId: whoami.data.user_id } : undefined;
  const vendorOptions = useVendorFilter(filters.vendor).filterOptions;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  /** The review the drawer shows: pinned, so a refetch never swaps it for its neighbour. */
  const [opened, setOpened] = useState<BankReview | null>(null);
  const [decision, setDecision] = useState<{ kind: DecisionKind; review: BankReview } | null>(null);
  const total = list.data?.total ?? 0;
  const onPastEdge = usePageTurn(url, total);
  const keyboard = useKeyboardList({
    rows: list.data?.items ?? [],
    getId,
    noun: "bank change",
    onOpen: useCallback((review: BankReview) => setOpened(review), []),
    resetKey: JSON.stringify(query),
    onPastEdge,
    // Bank changes are decided one at a time: nothing to select.
    selectable: false,
  });

  /** a and r, and the drawer's buttons: says why when the viewer can't decide, else asks. */
  const ask = (kind: DecisionKind, review: BankReview | undefined) => {
    if (!review) {
      toast({ title: "No bank change to decide" });
      return;
    }
    const blocked = decisionBlock(review, viewer);
    if (blocked) {
      toast({ title: blocked });
      return;
    }
    setDecision({ kind, review });
  };
  useShortcut("a", "Approve the bank change (asks to confirm)", () => ask("approve", keyboard.cursorRow));
  useShortcut("r", "Reject the bank change (asks a reason)", () => ask("reject", keyboard.cursorRow));

  /** The review as the server now has it: kept in place, marked, until the next move. */
  const show = (review: BankReview) => {
    keyboard.hold([review.id]);
    showBankReview(queryClient, review);
  };
  const decided = (review: BankReview) => {
    show(review);
    setDecision(null);
    setOpened(null);
    const verb = review.status === "approved" ? "Approved" : "Rejected";
    toast({ title: `${verb} ${reviewSubject(review)}`, variant: "success" });
  };

  const filtered = hasReviewFilters(filters);
  const clear = () => url.setParams(clearedReviewFilters());

  if (list.isError && isModuleNotEnabled(list.error)) {
    return <ModuleNotEnabled moduleName="Supplier profile" />;
  }
  if (list.isError && isApiRequestError(list.error) && list.error.code === "insufficient_role") {
    return (
      <EmptyState
        title="Bank reviews are for admins and members"
        description="Your role in this organization can't see bank detail changes. Ask an admin if you need to."
      />
    );
  }

  return (
    <>
      {viewer && viewer.role !== "org:admin" ? (
        <p className="mb-4 rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100">
          {ADMINS_ONLY_MESSAGE}
        </p>
      ) : null}
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <UrlFilter
          name="status"
          label="Status"
          className="w-full sm:w-40"
          value={filters.status}
          setParams={url.setParams}
          options={STATUS_FILTER_OPTIONS}
        />
        <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendorOptions} />
      </DataTableToolbar>
      <ReviewTable
        list={keyboard}
        busy={list.isFetching}
        viewerUserId={viewer?.userId}
        paging={url}
        total={total}
        loaded={Boolean(list.data)}
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        empty={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No bank changes match these filters"
            filteredDescription="Decided changes are under Status: Approved or Rejected."
            onClearFilters={clear}
            emptyTitle="No bank changes are waiting for review"
            emptyDescription="Changes to vendors' bank details wait here until another admin approves or rejects them."
          />
        }
      />
      {opened ? (
        <ReviewPanel
          initial={opened}
          viewer={viewer}
          onClose={() => setOpened(null)}
          onApprove={(review) => ask("approve", review)}
          onReject={(review) => ask("reject", review)}
          returnFocus={() => focusRow(opened.id)}
        />
      ) : null}
      {decision?.kind === "approve" ? (
        <ApproveDialog
          review={decision.review}
          onClose={() => setDecision(null)}
          onDecided={decided}
          onStale={show}
          returnFocus={() => focusRow(decision.review.id)}
        />
      ) : null}
      {decision?.kind === "reject" ? (
        <RejectDialog
          review={decision.review}
          onClose={() => setDecision(null)}
          onDecided={decided}
          onStale={show}
          returnFocus={() => focusRow(decision.review.id)}
        />
      ) : null}
    </>
  );
}
