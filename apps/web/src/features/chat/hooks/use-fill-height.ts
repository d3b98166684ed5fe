import { type RefObject, useLayoutEffect, useState } from "react";

/** What stays below the thread: the bottom nav on a phone, a margin from 768 px up. */
const belowPx = (wide: boolean) => (wide ? 16 : 80);

/**
 * The height that takes an element from where it starts to the bottom of the window, above the
 * bottom nav, whatever sits above it (headers, the app banner); measured again on resize.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const wide = window.matchMedia("(min-width: 768px)").matches;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(320, window.innerHeight - top - belowPx(wide)));
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
  return height;
}
