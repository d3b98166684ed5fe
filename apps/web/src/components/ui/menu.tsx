import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

/**
 * A header menu (WAI-ARIA menu button): a trigger and a panel of items. Every screen's header has
 * one, so it is written here in a few lines instead of loading a menu library on every first paint:
 * the arrow keys, Home and End move between items, Escape closes and gives focus back to the
 * trigger, a press outside or Tab closes it.
 */

type MenuState = { close: () => void };
const MenuContext = createContext<MenuState>({ close: () => {} });

const itemSelector = '[role="menuitem"], [role="menuitemradio"]';

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return [...(panel?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
}

export function Menu({
  trigger,
  label,
  children,
  triggerClassName = "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=open]:bg-brand-50",
  testId,
}: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  triggerClassName?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // Which item takes focus when the panel opens: the first, the last, or none (opened by a pointer).
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last" | null>(null);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) {
      const all = itemsOf(panelRef.current);
      (focusOnOpen === "first" ? all[0] : all.at(-1))?.focus();
    } else panelRef.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, focusOnOpen, close]);

  const openWith = (focus: "first" | "last" | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWith("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("last");
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const all = itemsOf(panelRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index < 0 ? -1 : index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(-1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        data-testid={testId}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onTriggerKey}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onPanelKey}
          className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg outline-none"
        >
          <MenuContext.Provider value={{ close }}>{children}</MenuContext.Provider>
        </div>
      )}
    </div>
  );
}

const itemClass =
  "flex w-full cursor-pointer items-center justify-between gap-3 whitespace-nowrap rounded px-3 py-2 text-left text-sm text-gray-800 outline-none hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-700";

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  const { close } = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={itemClass}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** One choice of several (the language): checked when it is the current one. */
export function MenuRadioItem({
  checked,
  onSelect,
  lang,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  lang?: string;
  children: ReactNode;
}) {
  const { close } = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={lang}
      className={`${itemClass} ${checked ? "font-semibold text-brand-700" : ""}`}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
      {checked && <span aria-hidden="true">✓</span>}
    </button>
  );
}
