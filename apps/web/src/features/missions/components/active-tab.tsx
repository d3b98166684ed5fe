import type { MissionType } from "@rewards/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListFailure, ListSkeleton } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { queryClient } from "../../../lib/query-client";
import { MissionCard, useClaim } from "../../../shared/missions";
import { activeMissionsQuery } from "../api/missions-api";
import { afterClaimInActive } from "../lib/claim-update";

/** The levelUp or daily tab: each mission at its current step, a page at a time. */
export function ActiveTab({ type }: { type: MissionType }) {
  const { t } = useTranslation("missions");
  const query = activeMissionsQuery(type);
  const missions = useInfiniteQuery(query);
  const claim = useClaim({
    key: query.queryKey,
    keep: (answer) =>
      queryClient.setQueryData(query.queryKey, (data) => (data ? afterClaimInActive(data, answer) : data)),
  });

  if (missions.isPending) return <ListSkeleton ns="missions" keyPrefix="list" rowClassName="h-36 rounded-2xl" />;
  if (missions.isError) return <ListFailure ns="missions" keyPrefix="list" retry={() => void missions.refetch()} />;
  const items = missions.data.pages.flatMap((page) => page.list_missions);
  if (items.length === 0) {
    return <ListEmpty title={t(`empty.${type}`)}>{t(`empty.${type}Hint`)}</ListEmpty>;
  }
  return (
    <>
      <div className="space-y-3">
        {items.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            onClaim={(id) => claim.mutate(id)}
            claiming={claim.isPending && claim.variables === mission.sub_mission.id}
          />
        ))}
      </div>
      <LoadMore
        hasNextPage={missions.hasNextPage}
        fetching={missions.isFetchingNextPage}
        fetchNextPage={() => void missions.fetchNextPage()}
        label={t("list.loadMore")}
        busyLabel={t("list.loadingMore")}
      />
    </>
  );
}
