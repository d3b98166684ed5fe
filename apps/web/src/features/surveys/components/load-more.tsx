import { useTranslation } from "react-i18next";
import { LoadMore as LoadMoreButton, type LoadMoreProps } from "../../../components/ui/load-more";

/** The survey list's next page: fetched as the button scrolls into view, or when pressed. */
export function LoadMore(props: Omit<LoadMoreProps, "label" | "busyLabel" | "loadOnScroll">) {
  const { t } = useTranslation("surveys");
  return <LoadMoreButton {...props} loadOnScroll label={t("list.loadMore")} busyLabel={t("list.loadingMore")} />;
}
