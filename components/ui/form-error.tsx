import { cn } from "./cn";

/** A form-level error (e.g. the message `applyServerErrors` returns). */
export function FormError({ message, className }: { message?: string | null; className?: string }) {
  if (!message) {
    return null;
  }
  return (
    <div
      role="alert"
      className={cn(
        "rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800",
        "dark:border-red-800 dark:bg-red-950 dark:text-red-200",
        className,
      )}
    >
      {message}
    </div>
  );
}
