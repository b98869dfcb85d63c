"use client";

import { useId } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/**
 * A button that stays visible when its action is not allowed: it is then aria-disabled (still
 * focusable, so keyboard and screen reader users reach it) and described by the reason shown under it.
 */
export function ExplainedButton({ reason, onClick, className, ...props }: ButtonProps & { reason: string | null }) {
  const reasonId = useId();
  return (
    <div className="flex max-w-56 flex-col gap-1">
      <Button
        {...props}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        className={cn(reason && "cursor-not-allowed opacity-60", className)}
        onClick={reason ? undefined : onClick}
      />
      {reason ? (
        <p id={reasonId} className="text-xs text-slate-600 dark:text-slate-400">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
