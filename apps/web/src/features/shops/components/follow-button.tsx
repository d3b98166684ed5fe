import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { isLoggedIn } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { followStore } from "../api/stores-api";

/** Follow or unfollow a store: sent at once (one press, not a burst like the heart). */
export function FollowButton({ storeId, followed }: { storeId: string; followed: boolean }) {
  const { t } = useTranslation("shops");
  const { t: shell } = useTranslation();
  const [sending, setSending] = useState(false);
  const press = async () => {
    if (!isLoggedIn()) {
      toast.info(shell("auth.loginRequired"));
      return;
    }
    setSending(true);
    try {
      await followStore(storeId, !followed);
    } catch {
      toast.error(t("store.followFailed"));
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={followed}
      disabled={sending}
      onClick={() => void press()}
      className={followed ? secondaryButton : primaryButton}
    >
      {t(followed ? "store.following" : "store.follow")}
    </button>
  );
}
