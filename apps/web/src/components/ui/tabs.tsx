import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

/**
 * The app's tabs (Radix: arrow keys move between them). On a phone they share the width;
 * should a language's labels not fit, the list scrolls sideways rather than wrapping.
 */
export function Tabs({
  label,
  value,
  onValueChange,
  tabs,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: { value: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="flex overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px flex-1 shrink-0 border-b-2 border-transparent px-1 py-3 text-[0.8125rem] font-semibold whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 sm:flex-none sm:px-4 sm:text-sm"
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
