import { MethodBadge } from "./method-badge";
import type { TagGroup } from "./operations";
import { InlineText } from "./rich-text";
import { focusRing, subheading } from "./styles";

const tocLink = `block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50 ${focusRing}`;

/** The contents: the conventions section, then each tag and its operations, all in-page anchors. */
export function TableOfContents({ id, groups, introId }: { id: string; groups: TagGroup[]; introId: string }) {
  return (
    <nav id={id} aria-label="API reference contents" className="scroll-mt-6 text-sm">
      <h2 className={`${subheading} mb-2 px-2`}>Contents</h2>
      <ul className="space-y-3">
        <li>
          <a href={`#${introId}`} className={`${tocLink} font-semibold`}>
            Conventions
          </a>
        </li>
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`} className={`${tocLink} font-semibold`}>
              {group.tag}
            </a>
            <ul className="mt-1 space-y-0.5">
              {group.operations.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className={`${tocLink} flex items-start gap-2`}>
                    <MethodBadge method={entry.method} size="sm" />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <InlineText text={entry.operation.summary ?? entry.path} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
