import { cn } from "./cn";

export interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "h-4 w-4", md: "h-5 w-5", lg: "h-8 w-8" } as const;

/** Decorative spinner (aria-hidden); pair it with text or a `role="status"` region. */
export function Spinner({ size = "md", className }: SpinnerProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={cn("animate-spin", sizes[size], className)}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
