import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { queryClient } from "../../../lib/query-client";
import { useClaim } from "../../../shared/missions";
import { completedMissionsQuery } from "../api/missions-api";
import { afterClaimInCompleted } from "../lib/claim-update";
import { CompletedStepCard } from "./completed-step-card";

/** The completed tab: finished steps, those waiting to be claimed first. */
export function CompletedTab() {
  const { t } = useTranslation("missions");
  const steps = useInfiniteQuery(completedMissionsQuery);
  const claim = useClaim({
    key: completedMissionsQuery.queryKey,
    keep: (answer) =>
      queryClient.setQueryData(completedMissionsQuery.queryKey, (data) =>
        data ? afterClaimInCompleted(data, answer) : data,
      ),
  });

  if (steps.isPending) return <ListSkeleton ns="missions" keyPrefix="list" rowClassName="h-36 rounded-2xl" />;
  if (steps.isError) return <ListFailure ns="missions" keyPrefix="list" retry={() => void steps.refetch()} />;
  const items = steps.data.pages.flatMap((page) => page.list_sub_missions);
  if (items.length === 0) return <ListEmpty title={t("empty.completed")}>{t("empty.completedHint")}</ListEmpty>;
  return (
    <>
      <div className="space-y-3">
        {items.map((step) => (
          <CompletedStepCard
            key={step.id}
            step={step}
            onClaim={(id) => claim.mutate(id)}
            claiming={claim.isPending && claim.variables === step.id}
          />
        ))}
      </div>
      <LoadMore
        hasNextPage={steps.hasNextPage}
        fetching={steps.isFetchingNextPage}
        fetchNextPage={() => void steps.fetchNextPage()}
        label={t("list.loadMore")}
        busyLabel={t("list.loadingMore")}
      />
    </>
  );
}
