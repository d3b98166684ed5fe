import * as RadixTabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Which ends of the tab strip hide tabs: those ends fade out, the sign that the strip scrolls. */
type Hidden = { start: boolean; end: boolean };

const fade = "24px";
const masks: Record<string, string | undefined> = {
  "false-false": undefined,
  "true-false": `linear-gradient(to right, transparent, #000 ${fade})`,
  "false-true": `linear-gradient(to left, transparent, #000 ${fade})`,
  "true-true": `linear-gradient(to right, transparent, #000 ${fade}, #000 calc(100% - ${fade}), transparent)`,
};

/**
 * The app's tabs (Radix: arrow keys move between them). On a phone they share the width;
 * should a language's labels not fit, the strip scrolls sideways rather than wrapping: the end
 * that hides tabs fades out, and the open tab is brought to the middle (a page opened on its
 * fifth tab shows it, and the tabs beside it show there is more).
 */
export function Tabs({
  label,
  value,
  onValueChange,
  tabs,
  children,
  many = false,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: { value: string; label: string }[];
  children: ReactNode;
  /** More tabs than a phone's width holds (a store's six): wider gaps between the labels as they scroll. */
  many?: boolean;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  /** The tab the strip last brought into view. */
  const shownValue = useRef<string | null>(null);

  useEffect(() => {
    const strip = list.current;
    if (!strip) return;
    const measure = () => {
      // A pixel of slack: zoom and fractional widths leave the strip a hair wider than its tabs.
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    measure();
    strip.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(strip);
    // A tab's width changes with its label (another language) while the strip's stays the same.
    for (const tab of Array.from(strip.children)) resize.observe(tab);
    return () => {
      strip.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, []);

  const scrolls = hidden.start || hidden.end;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab moves when the value, the labels (a language) change
  useLayoutEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    const moved = shownValue.current !== null && shownValue.current !== value;
    shownValue.current = value;
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const left = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    // Only the strip scrolls (scrollIntoView would move the page too); glides only when the member picks a tab.
    strip.scrollTo({ left: Math.max(0, left), behavior: moved ? "smooth" : "auto" });
  }, [value, tabs.map((tab) => tab.label).join("\n")]);

  const mask = masks[`${hidden.start}-${hidden.end}`];
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List
        ref={list}
        aria-label={label}
        data-scrolls={scrolls ? "" : undefined}
        className="relative flex overflow-x-auto overscroll-x-contain border-b border-gray-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={`-mb-px flex-1 shrink-0 border-b-2 border-transparent ${many ? "px-2.5 sm:px-3" : "px-1 sm:px-4"} py-3 text-[0.8125rem] font-semibold whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 sm:flex-none sm:text-sm`}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({
  value,
  children,
  keepMounted = false,
}: {
  value: string;
  children: ReactNode;
  /** Keep the panel's state (a half-done redemption) while another tab is open. */
  keepMounted?: boolean;
}) {
  return (
    <RadixTabs.Content
      value={value}
      forceMount={keepMounted || undefined}
      className="pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=inactive]:hidden"
    >
      {children}
    </RadixTabs.Content>
  );
}
