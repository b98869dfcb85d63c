import { CONVENTIONS_ID } from "./conventions";
import { MethodBadge } from "./method-badge";
import { referenceHref, type TagGroup } from "./operations";
import { InlineText } from "./rich-text";
import { focusRing, subheading } from "./styles";

const tocLink = `block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-slate-100 aria-[current=page]:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-slate-50 ${focusRing}`;

/**
 * The contents: the overview with its conventions, then each tag, whose page holds its operations.
 * On the overview every tag lists its operations; on a tag's page only that tag does, since the
 * others are a page away.
 */
export function TableOfContents({ id, groups, current }: { id: string; groups: TagGroup[]; current?: TagGroup }) {
  return (
    <nav id={id} aria-label="API reference contents" className="scroll-mt-6 text-sm">
      <h2 className={`${subheading} mb-2 px-2`}>Contents</h2>
      <ul className="space-y-3">
        <li>
          <a href={`/docs#${CONVENTIONS_ID}`} className={`${tocLink} font-semibold`}>
            Overview and conventions
          </a>
        </li>
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={referenceHref(group)}
              aria-current={group === current ? "page" : undefined}
              className={`${tocLink} font-semibold`}
            >
              {group.tag}
            </a>
            {(current === undefined || group === current) && (
              <ul className="mt-1 space-y-0.5">
                {group.operations.map((entry) => (
                  <li key={entry.id}>
                    <a href={referenceHref(group, entry)} className={`${tocLink} flex items-start gap-2`}>
                      <MethodBadge method={entry.method} size="sm" />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        <InlineText text={entry.operation.summary ?? entry.path} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
