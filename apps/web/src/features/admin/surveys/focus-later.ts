import { useEffect, useRef } from "react";

/**
 * Moving or removing an item re-renders the list, and the button that was pressed loses focus;
 * this puts the keyboard back on the element with the given id once the list has been drawn.
 */
export function useFocusLater(): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return (id) => {
    target.current = id;
  };
}
