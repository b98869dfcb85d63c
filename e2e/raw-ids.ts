import type { Page } from "@playwright/test";

/**
 * Machine values never reach people: once a page's data has loaded, no visible text is a resource ID
 * (lib/ids.ts: `cb` and a short prefix, `_`, 32 hex digits) or a snake_case code (`not_checked`,
 * `vendor_onboarding`). Code is allowed where the page shows it as code (`<code>`, `<pre>`, `<kbd>`,
 * `<samp>`); the API reference (/docs) is not judged: showing codes is its job.
 */

const RESOURCE_ID = /\bcb[a-z]{2,10}_[A-Za-z0-9]{6,}/;
/** A snake_case word: lower-case letters and digits joined by underscores, at least one underscore. */
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

export interface Offence {
  text: string;
  where: string;
}

/** What a person reads on the page that is an ID or a code, with where it sits. */
export function rawIdsAndCodes(page: Page): Promise<Offence[]> {
  return page.evaluate(
    ({ idSource, snakeSource }) => {
      const idPattern = new RegExp(idSource);
      const snakePattern = new RegExp(snakeSource);
      const found: { text: string; where: string }[] = [];
      const placeOf = (element: Element): string => {
        const parts: string[] = [];
        let node: Element | null = element;
        for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
          const label = node.getAttribute("aria-label") ?? "";
          parts.push(`${node.tagName.toLowerCase()}${label ? `[${label}]` : ""}`);
        }
        return parts.join(" < ");
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent ?? "";
        if (!element || text.trim() === "") {
          continue;
        }
        if (element.closest("code, pre, kbd, samp, script, style, noscript, template, [hidden]")) {
          continue;
        }
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
          continue;
        }
        // Screen-reader-only text (1 px, clipped) is read too, so it is checked like the rest.
        if (idPattern.test(text)) {
          found.push({ text: text.trim().slice(0, 120), where: placeOf(element) });
          continue;
        }
        for (const raw of text.split(/\s+/)) {
          // Addresses, paths and file names carry underscores legitimately.
          if (/[@/\\]|:\/\/|\.[a-z]{2,4}\b/i.test(raw)) {
            continue;
          }
          const word = raw.replace(/^[("“'‘[]+|[)"”'’\].,:;!?…]+$/g, "");
          if (snakePattern.test(word)) {
            found.push({ text: `${word} (in “${text.trim().slice(0, 80)}”)`, where: placeOf(element) });
          }
        }
      }
      // Form controls show their values as text too.
      for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
        if (control.type === "hidden" || !control.checkVisibility()) {
          continue;
        }
        const shown =
          control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.textContent ?? "") : control.value;
        if (idPattern.test(shown) || snakePattern.test(shown.trim())) {
          found.push({ text: shown.slice(0, 80), where: placeOf(control) });
        }
      }
      return found;
    },
    { idSource: RESOURCE_ID.source, snakeSource: SNAKE_CASE.source },
  );
}
