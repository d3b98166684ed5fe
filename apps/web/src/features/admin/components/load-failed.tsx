import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";

/**
 * Why a screen's data did not come, in the console's words: a record that is not there (an old or
 * mistyped address), a section the staff member's roles do not open, or a failure worth a retry.
 */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation("admin");
  const status = error instanceof ApiError ? error.status : 0;
  const key =
    status === 404 || status === 400 ? "layout.notFound" : status === 403 ? "layout.notAllowed" : "layout.loadFailed";
  return <p role="alert">{t(key)}</p>;
}
