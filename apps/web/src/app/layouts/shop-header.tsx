import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { TakeOverBoundary } from "../../components/taken-over";
import { BackIcon, ShareIcon } from "../../components/ui/icons";
import { useGoBack } from "../../lib/go-back";
import { sharePage } from "../../lib/share";
import { toast } from "../../lib/toast";
import type { ShopHeaderKind } from "../../shared/screens";

// The heart and its store request load only on a store's page, not with every shop screen.
const StoreLikeButton = lazy(async () => ({
  default: (await import("../../features/shops/components/store-like-button")).StoreLikeButton,
}));

const iconButton =
  "rounded-full p-2 text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";

/** Where back leads: history returns to the member card, a coupon to its shop's coupon tab. */
function backTarget(kind: ShopHeaderKind, storeId: string | null): string | null {
  if (!storeId) return null;
  if (kind === "history") return `/home/shops/search/${storeId}?tab=memberCard&from=history`;
  if (kind === "coupon-detail") return `/home/shops/search/${storeId}?tab=coupon`;
  return null;
}

/** The headers of the shop screens that have their own: lists, history, shop detail, coupon detail. */
export function ShopHeader({ kind, title }: { kind: ShopHeaderKind; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { id } = useParams();
  const [search] = useSearchParams();
  const storeId = kind === "shop-detail" ? (id ?? null) : search.get("storeId");

  const back = () => {
    const target = backTarget(kind, storeId);
    if (target) navigate(target);
    // Opened directly (a shared store, a notification): the shops' explore screen, not out of the app.
    else goBack("/home/shops");
  };

  const share = async () => {
    const outcome = await sharePage(window.location.href, document.title);
    if (outcome === "shared") toast.success(t("share.success"));
    else if (outcome === "copied") toast.success(t("share.copied"));
    else if (outcome === "failed") toast.error(t("share.error"));
  };

  // Sticky on a phone, where it is the only header; from 768 px up the site's header above it is
  // the sticky one, and this bar scrolls with the page rather than covering it.
  return (
    <header className="sticky top-0 z-40 border-b border-gray-100 bg-white md:static">
      {/* As wide as the site's header above it, so its buttons line up with that header's. */}
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-1 py-1 md:px-2">
        <button type="button" onClick={back} aria-label={t("nav.back")} className={iconButton} data-testid="shop-back">
          <BackIcon />
        </button>
        <h2 className="flex-1 truncate text-center font-semibold">{title}</h2>
        {kind === "shop-detail" ? (
          <>
            <button type="button" onClick={() => void share()} aria-label={t("nav.share")} className={iconButton}>
              <ShareIcon />
            </button>
            <TakeOverBoundary fallback={<span className="size-10" aria-hidden="true" />}>
              <StoreLikeButton storeId={storeId ?? undefined} className={iconButton} />
            </TakeOverBoundary>
          </>
        ) : (
          <span className="size-10" aria-hidden="true" />
        )}
      </div>
    </header>
  );
}
