import type { StaffCampaign } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, quietButton, secondaryButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { createCampaign, staffCampaignsQuery, updateCampaign } from "../api/staff-api";
import { type CampaignDraft, type DraftErrors, draftOf, emptyDraft, readDraft } from "../lib/campaign-form";
import { campaignPhase } from "../lib/campaign-phase";

/** The store's campaigns (every state) with their stock, and the form to create or edit one. */
export function CampaignManager({ storeId }: { storeId: string }) {
  const { t } = useTranslation("shop-staff");
  const query = useInfiniteQuery(staffCampaignsQuery(storeId));
  const campaigns = query.data?.pages.flatMap((page) => page.data) ?? [];
  const [editing, setEditing] = useState<StaffCampaign | "new" | null>(null);
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="staff-campaigns-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="staff-campaigns-title" className="font-semibold text-gray-900">
          {t("campaigns.title")}
        </h2>
        {editing === null && (
          <button type="button" className={smallSecondaryButton} onClick={() => setEditing("new")}>
            {t("campaigns.new")}
          </button>
        )}
      </div>
      {editing !== null && (
        <CampaignForm
          key={editing === "new" ? "new" : editing.id}
          storeId={storeId}
          campaign={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ListState
        ns="shop-staff"
        query={query}
        empty={campaigns.length === 0}
        emptyText={t("campaigns.empty")}
        rows={1}
      />
      {campaigns.length > 0 && (
        <ul className="divide-y divide-gray-100" data-testid="staff-campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{campaign.title}</p>
                <p className="text-xs text-gray-600">
                  {t(`campaigns.states.${campaignPhase(campaign, new Date())}`)} ·{" "}
                  {t("campaigns.starsShort", { count: campaign.stars_required })} ·{" "}
                  {campaign.stock_left === null
                    ? t("campaigns.unlimited")
                    : t("campaigns.stockLeft", { left: campaign.stock_left, total: campaign.stock_total })}{" "}
                  · {t("campaigns.usedCount", { used: campaign.used_count, given: campaign.exchanged_count })}
                </p>
              </div>
              <button type="button" className={smallSecondaryButton} onClick={() => setEditing(campaign)}>
                {t("campaigns.edit")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        fetching={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
        label={t("loadMore")}
        busyLabel={t("loadingMore")}
        loadOnScroll
      />
    </section>
  );
}

const field =
  "mt-1 block w-full rounded-xl border border-gray-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";

function CampaignForm({
  storeId,
  campaign,
  onDone,
}: {
  storeId: string;
  campaign: StaffCampaign | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("shop-staff");
  const refusalText = useRefusalText({ context: "staff" });
  const [draft, setDraft] = useState<CampaignDraft>(() => (campaign ? draftOf(campaign) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CampaignDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      if (campaign) await updateCampaign(storeId, campaign.id, read.body as Parameters<typeof updateCampaign>[2]);
      else await createCampaign(storeId, read.body);
      toast.success(t("campaigns.saved"));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in draft) {
        setErrors({ [error.field]: "server" });
      }
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof CampaignDraft, props: Record<string, unknown> = {}) => {
    const id = `campaign-${key}`;
    const error = errors[key];
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {t(`campaigns.fields.${key}`)}
        </label>
        <input
          id={id}
          value={draft[key]}
          onChange={set(key)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={field}
          {...props}
        />
        {error && error !== "server" && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {t(`campaigns.errors.${error}`, { field: t(`campaigns.fields.${key}`) })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-xl bg-gray-50 p-3"
      data-testid="campaign-form"
    >
      <h3 className="font-semibold text-gray-900">{campaign ? t("campaigns.editTitle") : t("campaigns.newTitle")}</h3>
      {input("title", { maxLength: 120 })}
      {input("reward", { maxLength: 200 })}
      <div>
        <label htmlFor="campaign-description" className="block text-sm font-medium text-gray-800">
          {t("campaigns.fields.description")}
        </label>
        <textarea
          id="campaign-description"
          value={draft.description}
          onChange={set("description")}
          maxLength={2000}
          rows={3}
          className={field}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {input("stars_required", { inputMode: "numeric" })}
        {input("stock_total", { inputMode: "numeric", placeholder: t("campaigns.unlimited") })}
        {input("per_member_limit", { inputMode: "numeric" })}
        {input("coupon_valid_days", { inputMode: "numeric" })}
        {input("starts_at", { type: "datetime-local" })}
        {input("ends_at", { type: "datetime-local" })}
      </div>
      <div>
        <label htmlFor="campaign-state" className="block text-sm font-medium text-gray-800">
          {t("campaigns.fields.state")}
        </label>
        <select id="campaign-state" value={draft.state} onChange={set("state")} className={field}>
          {(["active", "paused", "draft"] as const).map((state) => (
            <option key={state} value={state}>
              {t(`campaigns.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("campaigns.save")}
        </button>
        <button type="button" className={campaign ? secondaryButton : quietButton} onClick={onDone}>
          {t("campaigns.cancel")}
        </button>
      </div>
    </form>
  );
}
