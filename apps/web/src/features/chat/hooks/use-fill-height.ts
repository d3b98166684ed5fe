import { type CSSProperties, type RefObject, useLayoutEffect, useState } from "react";

/** The margin below the thread from 768 px up, where there is no bottom nav. */
const wideMarginPx = 16;

/**
 * The size that takes an element from where it starts to the bottom nav's top on a phone (its
 * height, with the safe area under it, measured: a fixed guess left a band of page between the two)
 * or near the window's bottom from 768 px up, whatever sits above it (headers, the app banner);
 * measured again on resize. The layout pads its main for the bottom nav; the element takes back
 * what of that pad the nav does not cover, so the page itself does not scroll.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [size, setSize] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const wide = window.matchMedia("(min-width: 768px)").matches;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const nav = wide ? 0 : (document.querySelector("[data-bottom-nav]")?.getBoundingClientRect().height ?? 0);
      const below = wide ? wideMarginPx : nav;
      const parent = element.parentElement;
      const pad = parent ? Number.parseFloat(getComputedStyle(parent).paddingBottom) || 0 : 0;
      const height = Math.max(320, window.innerHeight - top - below);
      // From 768 px up the stylesheet's margin stands; on a phone, this one replaces its guess.
      const marginBottom = wide ? undefined : Math.min(0, nav - pad);
      // The same size again (a resize that changed nothing here) draws nothing again.
      setSize((last) =>
        last?.height === height && last?.marginBottom === marginBottom
          ? last
          : { height, ...(marginBottom !== undefined && { marginBottom }) },
      );
    };
    measure();
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [ref]);
  return size;
}
