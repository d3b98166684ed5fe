import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { storeCategoriesQuery } from "../api/stores-api";

const chip = (active: boolean) =>
  `shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
    active
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-gray-300 bg-white text-gray-800 hover:border-brand-700"
  }`;

/** The store categories as a sideways row of chips; 'All' clears the choice. */
export function CategoryChips({
  selected,
  onSelect,
}: {
  selected: string | undefined;
  onSelect: (categoryId: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation("shops");
  const categories = useQuery(storeCategoriesQuery(i18n.language));
  if (!categories.data?.length) return null;
  return (
    <nav aria-label={t("explore.categories")} className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        <li>
          <button
            type="button"
            aria-pressed={!selected}
            className={chip(!selected)}
            onClick={() => onSelect(undefined)}
          >
            {t("explore.allCategories")}
          </button>
        </li>
        {categories.data.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={selected === category.id}
              className={chip(selected === category.id)}
              onClick={() => onSelect(category.id)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
