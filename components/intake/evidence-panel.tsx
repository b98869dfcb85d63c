"use client";

import { Fragment, useEffect, useId, useRef } from "react";
import { focusRing } from "@/components/ui/cn";
import type { Citation, EvidenceSource, IntakeSession } from "@/lib/web/intake";
import { useCitationFocus } from "./citation-focus";
import { CONTEXT_WINDOW_CHARS, formatCount, highlightSegments, SOURCE_LABELS } from "./model";

const muted = "text-slate-600 dark:text-slate-400";

/** `text` with the cited passage (when it points into this text) marked. */
function HighlightedText({ text, range }: { text: string; range: Citation | null }) {
  let offset = 0;
  return (
    <>
      {highlightSegments(text, range).map((segment) => {
        const key = offset;
        offset += segment.text.length;
        return segment.highlighted ? (
          <mark
            key={key}
            className="rounded-sm bg-yellow-200 text-slate-950 outline outline-2 outline-amber-600 dark:bg-yellow-300"
          >
            {segment.text}
          </mark>
        ) : (
          <Fragment key={key}>{segment.text}</Fragment>
        );
      })}
    </>
  );
}

function Block({ source, text, active }: { source: EvidenceSource; text: string; active: Citation | null }) {
  return (
    <div className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
        {SOURCE_LABELS[source]}
      </h3>
      <p className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-900 dark:text-slate-100">
        <HighlightedText text={text} range={active?.source === source ? active : null} />
      </p>
    </div>
  );
}

/**
 * What the requester wrote, in a scrollable panel beside the answers: the description, use case and
 * website, then the context. The passage a focused or hovered citation points to is marked and
 * scrolled into view within the panel (the page itself does not move).
 */
export function EvidencePanel({ session }: { session: IntakeSession }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const { active } = useCitationFocus();

  useEffect(() => {
    const box = panel.current;
    const mark = active ? box?.querySelector("mark") : null;
    if (!box || !mark) {
      return;
    }
    const markTop = mark.getBoundingClientRect().top - box.getBoundingClientRect().top;
    // A third of the way down, so the lines before it show too.
    box.scrollTop += markTop - box.clientHeight / 3;
  }, [active]);

  const blocks: [EvidenceSource, string | null][] = [
    ["description", session.vendor_description],
    ["use_case", session.use_case],
    ["website", session.vendor_website],
  ];
  const context = session.context ?? "";
  return (
    <div className="space-y-2 lg:sticky lg:top-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Context
      </h2>
      <p className={`text-sm ${muted}`}>What the requester wrote. Hover or focus a cited passage to find it here.</p>
      <section
        ref={panel}
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        className={`relative max-h-[70vh] space-y-4 overflow-y-auto rounded-md border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${focusRing}`}
      >
        {blocks.map(([source, text]) =>
          text ? <Block key={source} source={source} text={text} active={active} /> : null,
        )}
        <div className="space-y-1">
          {blocks.some(([, text]) => text) ? (
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
              {SOURCE_LABELS.context}
            </h3>
          ) : null}
          {session.context_truncated ? (
            <p className="text-xs text-amber-800 dark:text-amber-300">
              Longer than {formatCount(CONTEXT_WINDOW_CHARS)} characters: only the first{" "}
              {formatCount(CONTEXT_WINDOW_CHARS)} were read for each question.
            </p>
          ) : null}
          {context ? (
            <p className="whitespace-pre-wrap break-words font-mono text-xs leading-5 text-slate-900 dark:text-slate-100">
              <HighlightedText text={context} range={active?.source === "context" ? active : null} />
            </p>
          ) : (
            <p className={`text-sm ${muted}`}>No context was filed with this request.</p>
          )}
        </div>
      </section>
    </div>
  );
}
