import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../../components/ui/icons";

/** The search bar: a search form whose submit hands the words on. */
export function SearchBox({
  initial = "",
  onSearch,
  autoFocus = false,
  onType,
  children,
}: {
  initial?: string;
  onSearch: (text: string) => void;
  autoFocus?: boolean;
  onType?: (text: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("shops");
  const [text, setText] = useState(initial);
  return (
    <search className="relative block">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label className="flex items-center gap-2 rounded-full border border-gray-300 bg-white px-4 shadow-sm focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-100">
          <SearchIcon width={20} height={20} className="shrink-0 text-gray-500" />
          <span className="sr-only">{t("search.label")}</span>
          <input
            type="search"
            value={text}
            // biome-ignore lint/a11y/noAutofocus: the search screen exists to type into.
            autoFocus={autoFocus}
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t("explore.searchPlaceholder")}
            onChange={(event) => {
              setText(event.target.value);
              onType?.(event.target.value);
            }}
            className="min-h-11 w-full bg-transparent py-2 text-base outline-none"
          />
        </label>
        {children}
      </form>
    </search>
  );
}
