import { type AdminMission, missionLimits, missionTypes } from "@rewards/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { pageOfWholeList } from "../components/whole-list-pages";
import { copyIn } from "./mission-draft";
import { adminMissionsQuery } from "./missions-api";

const levelIn = (search: URLSearchParams) => {
  const level = Number(search.get("level"));
  return Number.isInteger(level) && level >= 1 && level <= missionLimits.levelMax ? level : undefined;
};

/** Missions and levels: daily and level-up missions with their steps; open one to edit it. */
export function MissionsPage() {
  const { t, i18n } = useTranslation("admin");
  const { search, update, toPage } = useListAddress();
  const filter = { type: oneOf(missionTypes, search.get("type")), level: levelIn(search) };
  const list = useQuery({ ...adminMissionsQuery(filter), placeholderData: keepPreviousData });
  const page = pageOfWholeList(list.data ?? [], pageIn(search));
  const number = (value: number) => value.toLocaleString(i18n.language);

  const columns: ColumnDef<AdminMission>[] = [
    {
      id: "title",
      header: t("missions.mission"),
      cell: ({ row }) => (
        <>
          <Link to={`/admin/missions/${row.original.id}`}>{copyIn(row.original.title, i18n.language)}</Link>
          <br />
          <span className="adm-muted">{t(`missions.categories.${row.original.category}`)}</span>
        </>
      ),
    },
    {
      id: "type",
      header: t("missions.type"),
      cell: ({ row }) =>
        row.original.level === null
          ? t(`missions.types.${row.original.type}`)
          : `${t(`missions.types.${row.original.type}`)} · ${t("missions.levelN", { level: row.original.level })}`,
    },
    {
      id: "steps",
      header: t("missions.stepsColumn"),
      cell: ({ row }) =>
        row.original.sub_missions.map((step) => `${number(step.target)} → ${number(step.point)}`).join(", "),
    },
    {
      id: "active",
      header: t("missions.status"),
      cell: ({ row }) => (
        <span className={`adm-status${row.original.active ? "" : " sec-status-inactive"}`}>
          {t(row.original.active ? "missions.active" : "missions.inactive")}
        </span>
      ),
    },
  ];

  const onLevel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const level = new FormData(event.currentTarget).get("level");
    update({ level: typeof level === "string" ? level.trim() : undefined });
  };

  return (
    <>
      <ListHeading title={t("sections.missions")} create={{ to: "/admin/missions/new", label: t("missions.new") }} />
      <div className="adm-filters">
        <FilterSelect
          name="type"
          label={t("missions.type")}
          value={filter.type}
          options={missionTypes}
          words={(type) => t(`missions.types.${type}`)}
          all
        />
        <form onSubmit={onLevel} className="adm-filters" style={{ marginBottom: 0 }}>
          <label className="adm-field">
            {t("missions.level")}
            <input
              name="level"
              type="number"
              inputMode="numeric"
              min={1}
              max={missionLimits.levelMax}
              className="max-w-64"
              defaultValue={filter.level ?? ""}
              key={filter.level ?? ""}
            />
          </label>
          <button type="submit" className="adm-btn">
            {t("missions.showLevel")}
          </button>
        </form>
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.missions")}
        columns={columns}
        rows={list.data ? page.rows : undefined}
        rowTestId="admin-mission-row"
        empty={t("missions.none")}
        meta={list.data ? page.meta : undefined}
        onPage={toPage}
      />
    </>
  );
}
