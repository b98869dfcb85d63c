import type { ReactNode } from "react";
import type { TagGroup } from "./operations";
import { link, pageFrame, pageHeading } from "./styles";
import { TableOfContents } from "./table-of-contents";

/**
 * What every page of the reference shares: a skip link to its content, its heading and introduction,
 * and the contents beside the content on a wide screen (above it on a narrow one).
 */
export function ReferenceFrame({
  heading,
  intro,
  groups,
  current,
  children,
}: {
  heading: string;
  intro: ReactNode;
  groups: TagGroup[];
  current?: TagGroup;
  children: ReactNode;
}) {
  return (
    <main className={pageFrame}>
      <a
        href="#reference-content"
        className={`sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900 ${link}`}
      >
        Skip to the content
      </a>
      <header className="max-w-3xl">
        <h1 className={pageHeading}>{heading}</h1>
        {intro}
      </header>
      <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="mb-10 lg:sticky lg:top-0 lg:mb-0 lg:max-h-screen lg:self-start lg:overflow-y-auto lg:py-4">
          <TableOfContents id="contents" groups={groups} current={current} />
        </aside>
        <div id="reference-content" className="min-w-0 space-y-14">
          {children}
        </div>
      </div>
    </main>
  );
}
