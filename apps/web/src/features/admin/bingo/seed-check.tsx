import { seedHash } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

/**
 * The fairness proof of a campaign: the seed's hash, published from the start, and once the week is
 * over the seed itself, which the console hashes again (as any member can) to show it is the one.
 */
export function SeedCheck({ hash, seed }: { hash: string; seed: string | null }) {
  const { t } = useTranslation("admin");
  const check = useQuery({
    queryKey: ["seed-hash", seed],
    queryFn: () => seedHash(seed ?? ""),
    enabled: seed !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <dl className="adm-plain min-w-68">
      <dt className="adm-muted">{t("bingo.seedHash")}</dt>
      <dd
        className="font-[ui-monospace,SFMono-Regular,Menlo,monospace] text-[0.75rem] break-all wrap-anywhere"
        style={{ margin: 0 }}
      >
        {hash}
      </dd>
      <dt className="adm-muted">{t("bingo.seed")}</dt>
      <dd
        className="font-[ui-monospace,SFMono-Regular,Menlo,monospace] text-[0.75rem] break-all wrap-anywhere"
        style={{ margin: 0 }}
      >
        {seed ?? t("bingo.seedHidden")}
      </dd>
      {check.data !== undefined && (
        <dd style={{ margin: 0 }} className={check.data === hash ? undefined : "font-semibold text-console-danger"}>
          {t(check.data === hash ? "bingo.seedMatches" : "bingo.seedDiffers")}
        </dd>
      )}
    </dl>
  );
}
