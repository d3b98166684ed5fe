import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

/** A header menu: a trigger and its items (Radix handles focus, arrow keys and Escape). */
export function Menu({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={label}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=open]:bg-brand-50"
      >
        {trigger}
      </DropdownMenu.Trigger>
      <MenuContent>{children}</MenuContent>
    </DropdownMenu.Root>
  );
}

/** The floating panel of a header menu, shared by the menus and the language switch. */
export function MenuContent({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="cursor-pointer rounded px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
    >
      {children}
    </DropdownMenu.Item>
  );
}
