import type { AdminMember, AdminMemberEntry, MemberSession } from "@rewards/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import {
  adminKey,
  memberEntriesQuery,
  memberQuery,
  memberSessionsQuery,
  setMemberSuspension,
  staffQuery,
} from "../api/admin-api";
import { DataTable } from "../components/data-table";
import { LoadFailed } from "../components/load-failed";
import { ConfirmDialog } from "../components/reason-dialog";
import { pageIn, useListAddress } from "../components/use-list-address";
import { AdjustPoints } from "./member-adjust-points";

/** One member's account: profile, points history, sessions; suspend, reinstate and adjust points. */
export function MemberPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("admin");
  const member = useQuery(memberQuery(id));
  const staff = useQuery(staffQuery);

  if (member.isError) return <LoadFailed error={member.error} />;
  if (!member.data) return null;
  const canAdjust = staff.data?.permissions.includes("points") ?? false;
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—");
  const profile = member.data;

  return (
    <>
      <p>
        <Link to="/admin/members">{t("members.back")}</Link>
      </p>
      <h1>{profile.email}</h1>
      <dl className="adm-cards">
        <div className="adm-card">
          <dt>{t("members.balance")}</dt>
          <dd data-testid="admin-member-balance">{profile.balance.toLocaleString(i18n.language)}</dd>
        </div>
        <div className="adm-card">
          <dt>{t("members.status")}</dt>
          <dd data-testid="admin-member-status">
            {t(`members.statuses.${profile.suspended_at ? "suspended" : "active"}`)}
          </dd>
        </div>
        <div className="adm-card">
          <dt>{t("members.level")}</dt>
          <dd>{profile.level}</dd>
        </div>
      </dl>
      <section className="adm-panel" aria-labelledby="member-profile">
        <h2 id="member-profile">{t("members.profile")}</h2>
        <dl className="adm-details">
          <dt>{t("members.name")}</dt>
          <dd>{profile.name ?? "—"}</dd>
          <dt>{t("members.phone")}</dt>
          <dd>
            {profile.phone ?? "—"}
            {profile.phone && !profile.phone_confirmed && ` (${t("members.unconfirmed")})`}
          </dd>
          <dt>{t("members.market")}</dt>
          <dd>{t(`form.markets.${profile.market}`, { defaultValue: profile.market })}</dd>
          <dt>{t("members.roles")}</dt>
          <dd>{profile.roles.map((role) => t(`roles.${role}`)).join(", ")}</dd>
          <dt>{t("members.joined")}</dt>
          <dd>{date(profile.created_at)}</dd>
          <dt>{t("members.lastSeen")}</dt>
          <dd>{date(profile.last_seen_at)}</dd>
          <dt>{t("members.pointsExpire")}</dt>
          <dd>{date(profile.points_expire_at)}</dd>
          {profile.suspension_reason && (
            <>
              <dt>{t("members.suspensionReason")}</dt>
              <dd>{profile.suspension_reason}</dd>
            </>
          )}
        </dl>
        <Suspension member={profile} />
      </section>
      {canAdjust && <AdjustPoints member={profile} />}
      <PointHistory id={id} />
      <Sessions id={id} />
    </>
  );
}

function Suspension({ member }: { member: AdminMember }) {
  const { t } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const suspend = member.suspended_at === null;
  const change = useMutation({
    mutationFn: setMemberSuspension,
    onSuccess: (changed) => {
      toast.success(t(changed.suspended_at ? "members.suspended" : "members.reinstated"));
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: toastRefusal,
  });
  const action = suspend ? "suspend" : "reinstate";
  return (
    <>
      <div className="adm-actions">
        <button type="button" className={`adm-btn${suspend ? " adm-btn-danger" : ""}`} onClick={() => setOpen(true)}>
          {t(`members.${action}.button`)}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`members.${action}.title`)}
        description={t(`members.${action}.body`, { email: member.email })}
        confirmLabel={t(`members.${action}.button`)}
        withReason
        danger={suspend}
        busy={change.isPending}
        onConfirm={(reason) => change.mutate({ id: member.id, suspend, reason })}
      />
    </>
  );
}

function PointHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation("admin");
  const { search, toPage } = useListAddress();
  const entries = useQuery({ ...memberEntriesQuery(id, pageIn(search)), placeholderData: keepPreviousData });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const columns: ColumnDef<AdminMemberEntry>[] = [
    {
      id: "when",
      header: t("members.when"),
      cell: ({ row }) => new Date(row.original.created_at).toLocaleString(i18n.language),
    },
    { id: "type", header: t("members.entryType"), cell: ({ row }) => t(`entryTypes.${row.original.type}`) },
    {
      id: "point",
      header: t("members.adjust.points"),
      cell: ({ row }) => number(row.original.point),
      meta: { numeric: true },
    },
    {
      id: "balance_after",
      header: t("members.balanceAfter"),
      cell: ({ row }) => number(row.original.balance_after),
      meta: { numeric: true },
    },
    { id: "note", header: t("members.note"), cell: ({ row }) => row.original.note ?? "" },
  ];
  return (
    <div className="adm-panel">
      <h2>{t("members.history")}</h2>
      {entries.isError && <LoadFailed error={entries.error} />}
      <DataTable
        label={t("members.history")}
        columns={columns}
        rows={entries.data?.data}
        rowTestId="admin-member-entry"
        empty={t("members.noEntries")}
        meta={entries.data?.meta}
        onPage={toPage}
      />
    </div>
  );
}

function Sessions({ id }: { id: string }) {
  const { t, i18n } = useTranslation("admin");
  const sessions = useQuery(memberSessionsQuery(id));
  const date = (value: string | null) =>
    value ? new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }) : "—";
  // The server keeps the hour a session was last used in, so within its first hour that reads
  // earlier than its start: the later of the two is when it was last seen.
  const lastSeen = (session: MemberSession) =>
    session.last_seen_at && session.last_seen_at > session.created_at ? session.last_seen_at : session.created_at;
  const columns: ColumnDef<MemberSession>[] = [
    { id: "started", header: t("members.started"), cell: ({ row }) => date(row.original.created_at) },
    { id: "last_seen", header: t("members.lastSeen"), cell: ({ row }) => date(lastSeen(row.original)) },
    { id: "device", header: t("members.device"), cell: ({ row }) => row.original.device_id ?? "—" },
    {
      id: "status",
      header: t("members.status"),
      cell: ({ row }) => {
        const session = row.original;
        if (session.live) return t("members.live");
        const reason = session.ended_reason
          ? ` (${t(`members.endedBecause.${session.ended_reason}`, { defaultValue: session.ended_reason })})`
          : "";
        return `${t("members.ended")} ${date(session.ended_at)}${reason}`;
      },
    },
  ];
  return (
    <div className="adm-panel">
      <h2>{t("members.sessions")}</h2>
      {sessions.isError && <LoadFailed error={sessions.error} />}
      <DataTable
        label={t("members.sessions")}
        columns={columns}
        rows={sessions.data}
        rowTestId="admin-member-session"
        empty={t("members.noSessions")}
      />
    </div>
  );
}
