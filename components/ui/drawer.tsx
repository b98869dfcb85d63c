"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "./cn";
import { closeAutoFocus, DialogCloseIcon, DialogHeading, overlayClassName, panelSurface } from "./dialog";

/** Same API as Dialog (Radix root): `open`, `onOpenChange`. */
export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

export type DrawerSize = "md" | "lg" | "xl";
export type DrawerSide = "right" | "left";

const sizes: Record<DrawerSize, string> = {
  md: "sm:max-w-md",
  lg: "sm:max-w-xl",
  xl: "sm:max-w-3xl",
};

const sides: Record<DrawerSide, string> = {
  right: "right-0 border-l",
  left: "left-0 border-r",
};

export interface DrawerContentProps extends Omit<ComponentPropsWithRef<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  size?: DrawerSize;
  side?: DrawerSide;
  /** Sticky action row at the bottom. */
  footer?: ReactNode;
}

/** A full-height side sheet (right by default) for detail views; focus is trapped like a dialog. */
const scrollingBody =
  "min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm focus-visible:outline focus-visible:outline-2 " +
  "focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";

export function DrawerContent({
  title,
  description,
  size = "lg",
  side = "right",
  footer,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed inset-y-0 z-50 flex h-full w-full flex-col border-slate-200 focus:outline-none dark:border-slate-800",
          panelSurface,
          sides[side],
          sizes[size],
          className,
        )}
        {...props}
        onCloseAutoFocus={closeAutoFocus(onCloseAutoFocus)}
      >
        <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <DialogHeading title={title} description={description} />
          <DialogCloseIcon className="-mr-1.5" />
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it when it holds only text, a History say (axe scrollable-region-focusable) */}
        <div tabIndex={0} className={scrollingBody}>
          {children}
        </div>
        {footer ? (
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
