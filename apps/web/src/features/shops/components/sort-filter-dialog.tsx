import * as Dialog from "@radix-ui/react-dialog";
import type { StoreSort } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, quietButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { type SearchFilter, storeCategoriesQuery } from "../api/stores-api";

const sorts: StoreSort[] = ["distance", "popular", "newest"];

/**
 * The search's sort and filter popup (spec section 2): distance, popularity or newest; open now;
 * a category. Changes apply together with 'Show shops', so the list does not jump while choosing.
 */
export function SortFilterDialog({
  filter,
  onApply,
  hasPlace,
}: {
  filter: SearchFilter;
  onApply: (filter: SearchFilter) => void;
  hasPlace: boolean;
}) {
  const { t, i18n } = useTranslation("shops");
  const categories = useQuery(storeCategoriesQuery(i18n.language));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SearchFilter>(filter);
  const active = Boolean(filter.sort || filter.openNow || filter.categoryId);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filter);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={`${smallSecondaryButton} ${active ? "bg-brand-50" : ""}`}>
        {t("search.filter")}
        {active && <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <Dialog.Title className="text-lg font-bold text-gray-900">{t("search.filterTitle")}</Dialog.Title>
          <fieldset className="mt-4">
            <legend className="font-semibold text-gray-900">{t("search.sortBy")}</legend>
            <div className="mt-2 space-y-1">
              {sorts.map((sort) => (
                <label key={sort} className="flex min-h-11 items-center gap-3 text-gray-800">
                  <input
                    type="radio"
                    name="store-sort"
                    value={sort}
                    checked={(draft.sort ?? (hasPlace ? "distance" : undefined)) === sort}
                    disabled={sort === "distance" && !hasPlace}
                    onChange={() => setDraft({ ...draft, sort })}
                    className="size-5 accent-brand-700"
                  />
                  {t(`search.sort.${sort}`)}
                </label>
              ))}
            </div>
            {!hasPlace && <p className="mt-1 text-sm text-gray-600">{t("search.distanceNeedsPlace")}</p>}
          </fieldset>
          <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold text-gray-900">
            <input
              type="checkbox"
              checked={Boolean(draft.openNow)}
              onChange={(event) => setDraft({ ...draft, openNow: event.target.checked })}
              className="size-5 accent-brand-700"
            />
            {t("search.openNow")}
          </label>
          <label className="mt-4 block font-semibold text-gray-900">
            {t("search.category")}
            <select
              value={draft.categoryId ?? ""}
              onChange={(event) => setDraft({ ...draft, categoryId: event.target.value || undefined })}
              className="mt-1 block min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 font-normal"
            >
              <option value="">{t("search.anyCategory")}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={quietButton} onClick={() => setDraft({})}>
              {t("search.reset")}
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {t("search.apply")}
            </button>
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 rounded-full p-2 text-gray-600 hover:bg-gray-100"
            aria-label={t("search.close")}
          >
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
