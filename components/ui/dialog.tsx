"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn, focusRing } from "./cn";

/** Radix Dialog root: `open`, `onOpenChange`, `defaultOpen`, `modal`. */
export const Dialog = DialogPrimitive.Root;
/** Use `asChild` to make your own <Button> the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` around a <Button>. */
export const DialogClose = DialogPrimitive.Close;

export type DialogSize = "sm" | "md" | "lg" | "xl";

const sizes: Record<DialogSize, string> = {
  sm: "max-w-sm",
  md: "max-w-lg",
  lg: "max-w-2xl",
  xl: "max-w-4xl",
};

export const overlayClassName = "fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px] dark:bg-slate-950/70";

export const panelSurface =
  "bg-white text-slate-900 shadow-xl ring-1 ring-slate-900/10 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-100/10";

/** The × button in a dialog or drawer corner. */
export function DialogCloseIcon({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={cn(
        "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100",
        "hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100",
        focusRing,
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-4 w-4">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </DialogPrimitive.Close>
  );
}

/** Title (required for screen readers) and optional description, as Radix Title/Description. */
export function DialogHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <DialogPrimitive.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </DialogPrimitive.Description>
      ) : null}
    </div>
  );
}

/**
 * A closing dialog hands focus back (to its opener, or where `handler` puts it) only once it has
 * unmounted, after its exit. Someone who moved on meanwhile, j or k in a list, keeps their place:
 * handing focus back then put it on the row they had left, and their next Enter opened that one.
 */
export function closeAutoFocus(handler?: (event: Event) => void): (event: Event) => void {
  return (event) => {
    const active = document.activeElement;
    const movedOn =
      active instanceof HTMLElement &&
      active !== document.body &&
      !active.closest("[role='dialog'], [role='alertdialog']");
    if (movedOn) {
      event.preventDefault();
      return;
    }
    handler?.(event);
  };
}

export interface DialogContentProps extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  /** Rendered in a right-aligned button row under the body. */
  footer?: ReactNode;
  hideCloseButton?: boolean;
}

/** Centered modal with overlay; Radix traps focus, closes on Escape and restores focus to the trigger. */
export function DialogContent({
  title,
  description,
  size = "md",
  footer,
  hideCloseButton = false,
  className,
  children,
  onEscapeKeyDown,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        // Without a description, say so explicitly (Radix warns otherwise).
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2",
          "-translate-y-1/2 flex-col rounded-lg focus:outline-none",
          panelSurface,
          sizes[size],
          className,
        )}
        {...props}
        onCloseAutoFocus={closeAutoFocus(onCloseAutoFocus)}
        onEscapeKeyDown={(event) => {
          // Radix hears Escape before the focused control does: an open combobox list closes first,
          // and the next Escape closes the dialog.
          const target = event.target;
          if (target instanceof HTMLElement && target.matches("[role='combobox'][aria-expanded='true']")) {
            event.preventDefault();
          }
          onEscapeKeyDown?.(event);
        }}
      >
        <div className="flex items-start gap-4 px-5 pt-5">
          <DialogHeading title={title} description={description} />
          {hideCloseButton ? null : <DialogCloseIcon className="-mr-1.5 -mt-1.5" />}
        </div>
        {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 text-sm">{children}</div> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : <div className="pb-5" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 px-5 pb-5 pt-5 sm:flex-row sm:justify-end", className)}>
      {children}
    </div>
  );
}
