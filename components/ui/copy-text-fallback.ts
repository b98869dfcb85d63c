/**
 * Copies through a hidden textarea and execCommand("copy"): for origins without the Clipboard API
 * (plain HTTP). Apart from the copy button, which loads it only there, on hover, focus or click.
 */
export function copyWithTextarea(text: string): void {
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.style.position = "fixed";
  textarea.style.opacity = "0";
  textarea.style.pointerEvents = "none";
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(textarea);
  textarea.select();
  try {
    // execCommand is deprecated but is the only fallback without the Clipboard API (plain-HTTP origins).
    if (!document.execCommand("copy")) {
      throw new Error("Copy command was refused.");
    }
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}
