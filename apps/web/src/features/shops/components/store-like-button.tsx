import { useTranslation } from "react-i18next";
import { HeartIcon } from "../../../components/ui/icons";
import { isLoggedIn } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { refreshStores } from "../api/stores-api";
import { useStoreDetail } from "../lib/use-store-detail";
import { useStoreLike } from "../lib/use-store-like";

/**
 * The shop detail header's heart. It starts from what the store's page says (the page and the
 * header share one request) and is made again once that answer is in, so a reload shows the saved
 * state. The header loads it only on a store's page.
 */
export function StoreLikeButton({ storeId, className }: { storeId: string | undefined; className: string }) {
  const store = useStoreDetail(storeId);
  return (
    <LikeHeart
      key={store.data ? "known" : "unknown"}
      storeId={storeId}
      initiallyLiked={store.data?.is_liked ?? false}
      className={className}
    />
  );
}

function LikeHeart({
  storeId,
  initiallyLiked,
  className,
}: {
  storeId: string | undefined;
  initiallyLiked: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const { liked, toggle } = useStoreLike(storeId, initiallyLiked, () => void refreshStores());
  const like = () => {
    // Visitors keep an empty heart: liking is for members (spec section 6).
    if (!isLoggedIn()) {
      toast.info(t("auth.loginRequired"));
      return;
    }
    toggle();
  };
  return (
    <button
      type="button"
      onClick={like}
      aria-pressed={liked}
      aria-label={liked ? t("nav.unlike") : t("nav.like")}
      className={`${className} ${liked ? "text-brand-600" : ""}`}
      data-testid="store-like"
    >
      <HeartIcon fill={liked ? "currentColor" : "none"} />
    </button>
  );
}
