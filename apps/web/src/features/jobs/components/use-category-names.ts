import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { categoriesQuery } from "../../../shared/job-profiles";

/** The job categories in the reader's language, and a way to name one by its id. */
export function useCategories() {
  const { i18n } = useTranslation();
  const categories = useQuery(categoriesQuery(i18n.language));
  const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  return { list: categories.data ?? [], nameOf: (id: string | null) => (id ? (names.get(id) ?? null) : null) };
}
