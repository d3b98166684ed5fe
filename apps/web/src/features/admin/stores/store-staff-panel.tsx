import type { AdminStore } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useSaveError } from "../components/schema-form";
import { addStoreStaff, removeStoreStaff } from "./stores-api";

/** The store's staff: accounts added by email (they confirm coupons and check-ins at this store). */
export function StoreStaffPanel({ store }: { store: AdminStore }) {
  const { t, i18n } = useTranslation("admin");
  const showSaveError = useSaveError();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      showSaveError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="adm-panel max-w-5xl" aria-labelledby="store-staff">
      <h2 id="store-staff">{t("stores.staff")}</h2>
      {store.staff.length === 0 ? (
        <p className="adm-muted">{t("stores.noStaff")}</p>
      ) : (
        <ul className="space-y-2">
          {store.staff.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-center gap-3">
              <span>
                {member.name || member.email}
                <br />
                <span className="adm-muted">
                  {member.email} · {new Date(member.added_at).toLocaleDateString(i18n.language)}
                </span>
              </span>
              <button
                type="button"
                className="adm-btn"
                disabled={busy}
                onClick={() => void run(() => removeStoreStaff(store.id, member.user_id))}
              >
                {t("stores.removeStaff")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => addStoreStaff(store.id, email.trim()), t("stores.staffAdded")).then(
            (ok) => ok && setEmail(""),
          );
        }}
      >
        <label className="adm-field">
          {t("stores.staffEmail")}
          <input
            type="email"
            required
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className="adm-btn" disabled={busy || !email.trim()}>
          {t("stores.addStaff")}
        </button>
      </form>
    </section>
  );
}
