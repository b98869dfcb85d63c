"use client";

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { lazyComponent } from "./lazy";

/**
 * Renders `children` once the placeholder comes within 200 px of the viewport: for a
 * section below the fold whose code loads lazily, so a first visit does not download it.
 */
function WhenNearView({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return;
    }
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      { rootMargin: "0px 0px 200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}

/**
 * A section below the fold whose code loads when it comes near the viewport. The placeholder stays
 * on screen until the code has arrived: were it to vanish while the code loads, the page would
 * shorten under a reader scrolled to its end, and move what they were about to click.
 */
export function lazyNearView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode,
): ComponentType<Props> {
  const Section = lazyComponent(load, { fallback: placeholder });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per section at module scope, not during render.
  return function NearViewSection(props: Props) {
    return (
      <WhenNearView placeholder={placeholder}>
        <Section {...props} />
      </WhenNearView>
    );
  };
}
