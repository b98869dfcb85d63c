"use client";

import { useOpenedOnce } from "@/lib/web/use-opened-once";
import type { ConfirmDialogProps } from "./confirm-dialog";
import type { OpenableDialogProps } from "./dialog-button";
import { lazyComponent } from "./lazy";

export type LazyConfirmDialogProps = ConfirmDialogProps & OpenableDialogProps;

/**
 * ConfirmDialog with its code (Radix Dialog and the form around it, about 10 KB gzip) loaded when
 * it is first rendered, so a page that only may ask for a confirmation does not load it up front.
 * Open it with `DialogButton`, or render `ConfirmWhenOpened`.
 */
export const LazyConfirmDialog = lazyComponent<LazyConfirmDialogProps>(() =>
  import("./confirm-dialog").then((module) => module.ConfirmDialog),
);

/** Mounts the lazy dialog the first time it opens, then keeps it mounted so focus returns on close. */
export function ConfirmWhenOpened(props: LazyConfirmDialogProps) {
  const mounted = useOpenedOnce(props.open);
  return mounted ? <LazyConfirmDialog {...props} /> : null;
}
