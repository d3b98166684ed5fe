import {
  type BingoCampaignBody,
  bingoCampaignBody,
  bingoIconSetNames,
  bingoIconSets,
  bingoMaxJackpot,
  markets,
} from "@rewards/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { NumberField, SelectField } from "../components/form-field";
import { ConfirmDialog } from "../components/reason-dialog";
import { schemaResolver, useSaveError } from "../components/schema-form";
import { bingoCampaignsQuery, bingoKey, createBingoCampaign } from "./bingo-api";
import { mondaysFrom, weekEnd } from "./bingo-weeks";

type CampaignDraft = Record<Exclude<keyof BingoCampaignBody, "country">, string> & {
  country: BingoCampaignBody["country"];
};

const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));
const bodyOf = (draft: CampaignDraft) => ({
  ...draft,
  per_column: numberOf(draft.per_column),
  line_points: numberOf(draft.line_points),
  jackpot_points: numberOf(draft.jackpot_points),
  consolation_points: numberOf(draft.consolation_points),
});

/** `/admin/bingo/new`: a week's campaign in a market; its seed is drawn on creation, so it asks first. */
export function NewCampaignPage() {
  const { t, i18n } = useTranslation("admin");
  const showSaveError = useSaveError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const campaigns = useQuery(bingoCampaignsQuery);
  const weeks = useMemo(() => mondaysFrom(new Date(), 13), []);
  const resolver = useMemo(() => schemaResolver(bingoCampaignBody, bodyOf, t), [t]);
  const form = useForm<CampaignDraft, unknown, BingoCampaignBody>({
    defaultValues: {
      week_start: weeks[1] ?? "",
      country: "indo",
      per_column: "8",
      icon_set: "monsters",
      line_points: "10",
      jackpot_points: String(bingoMaxJackpot),
      consolation_points: "1",
    },
    resolver,
  });
  const [country, iconSet] = useWatch({ control: form.control, name: ["country", "icon_set"] });
  const [pending, setPending] = useState<BingoCampaignBody | null>(null);
  const date = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString(i18n.language);
  // The weeks of the chosen market that have a campaign; the same set until the list or the market changes.
  const taken = useMemo(
    () =>
      new Set(
        (campaigns.data ?? [])
          .filter((campaign) => campaign.country === country)
          .map((campaign) => campaign.week_start),
      ),
    [campaigns.data, country],
  );

  const create = useMutation({
    mutationFn: createBingoCampaign,
    onSuccess: () => {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: bingoKey });
      toast.success(t("bingo.created"));
      navigate("/admin/bingo");
    },
    onError: (error) => {
      setPending(null);
      showSaveError(error, form.setError);
    },
  });

  // Once the campaigns are in, an untouched week that is taken moves to the first free one.
  const free = weeks.find((monday) => !taken.has(monday));
  const weekTouched = form.formState.dirtyFields.week_start === true;
  useEffect(() => {
    if (!campaigns.data || weekTouched || !free) return;
    if (taken.has(form.getValues("week_start"))) form.setValue("week_start", free);
  }, [campaigns.data, weekTouched, free, taken, form]);
  /** Asks to confirm a week that has no campaign in the market yet; a taken one is refused on its field. */
  const confirmFree = (body: BingoCampaignBody) => {
    if (taken.has(body.week_start)) {
      form.setError("week_start", { message: t("bingo.weekTakenError") });
      return;
    }
    setPending(body);
  };

  const weekOptions: [string, string][] = weeks.map((monday) => [
    monday,
    `${date(monday)} – ${date(weekEnd(monday))}${taken.has(monday) ? ` (${t("bingo.weekTaken")})` : ""}`,
  ]);
  const icons = bingoIconSets[iconSet as keyof typeof bingoIconSets]?.slice(0, 12).join(" ") ?? "";

  return (
    <FormProvider {...form}>
      <p>
        <Link to="/admin/bingo">{t("bingo.back")}</Link>
      </p>
      <h1 id="campaign-heading">{t("bingo.new")}</h1>
      <form
        onSubmit={form.handleSubmit(confirmFree, () => toast.error(t("form.fixErrors")))}
        noValidate
        aria-labelledby="campaign-heading"
        className="max-w-5xl"
      >
        <section className="adm-panel" aria-labelledby="campaign-week">
          <h2 id="campaign-week">{t("bingo.weekAndMarket")}</h2>
          <p className="adm-hint">{t("bingo.weekHint")}</p>
          <div className="adm-grid">
            <SelectField name="week_start" label={t("bingo.week")} options={weekOptions} className="col-span-full" />
            <SelectField
              name="country"
              label={t("bingo.market")}
              options={markets.map((value) => [value, t(`form.markets.${value}`)])}
            />
            <SelectField
              name="icon_set"
              label={t("bingo.iconSet")}
              options={bingoIconSetNames.map((value) => [value, t(`bingo.iconSets.${value}`)])}
            />
            <NumberField
              name="per_column"
              label={t("bingo.perColumn")}
              hint={t("bingo.perColumnHint")}
              min={5}
              max={15}
            />
          </div>
          <p className="tracking-[0.125rem]" aria-hidden="true">
            {icons}
          </p>
        </section>
        <section className="adm-panel" aria-labelledby="campaign-prizes">
          <h2 id="campaign-prizes">{t("bingo.prizes")}</h2>
          <div className="adm-grid">
            <NumberField name="line_points" label={t("bingo.linePoints")} hint={t("bingo.linePointsHint")} min={0} />
            <NumberField
              name="jackpot_points"
              label={t("bingo.jackpotPoints")}
              hint={t("bingo.jackpotHint", { max: bingoMaxJackpot.toLocaleString(i18n.language) })}
              min={0}
              max={bingoMaxJackpot}
            />
            <NumberField
              name="consolation_points"
              label={t("bingo.consolationPoints")}
              hint={t("bingo.consolationHint")}
              min={0}
            />
          </div>
        </section>
        <div className="adm-save">
          <button type="submit" className="adm-btn adm-btn-primary">
            {t("bingo.create")}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("bingo.confirm.title")}
        description={
          pending
            ? t("bingo.confirm.body", {
                week: date(pending.week_start),
                market: t(`form.markets.${pending.country}`),
                jackpot: pending.jackpot_points.toLocaleString(i18n.language),
              })
            : ""
        }
        confirmLabel={t("bingo.confirm.action")}
        busy={create.isPending}
        onConfirm={() => pending && create.mutate(pending)}
      />
    </FormProvider>
  );
}
