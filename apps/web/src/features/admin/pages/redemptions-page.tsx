import {
  type AdminRedeemRequest,
  type RedeemRequestsQuery,
  redeemKinds,
  redeemRequestSorts,
  redeemStatuses,
} from "@rewards/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { adminKey, moveRedeemRequest, type RedeemMove, redeemRequestsQuery } from "../api/admin-api";
import { DataTable } from "../components/data-table";
import { FilterSelect } from "../components/filter-select";
import { ListHeading } from "../components/list-heading";
import { LoadFailed } from "../components/load-failed";
import { ConfirmDialog } from "../components/reason-dialog";
import { oneOf, pageIn, useListAddress } from "../components/use-list-address";
import { PayoutDialog } from "./payout-dialog";

/** The queue's filter, sort and page, read from the address so a link or a reload keeps them. */
function filterOf(search: URLSearchParams): RedeemRequestsQuery {
  return {
    status: oneOf(redeemStatuses, search.get("status")),
    kind: oneOf(redeemKinds, search.get("kind")),
    q: search.get("q") || undefined,
    sort: oneOf(redeemRequestSorts, search.get("sort")),
    page: pageIn(search),
  };
}

type Pending = { request: AdminRedeemRequest; action: RedeemMove["action"] } | null;

/** Redemptions: the queue of requests, approved, paid or rejected (points back through the ledger). */
export function RedemptionsPage() {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const { search, update, toPage } = useListAddress();
  const filter = filterOf(search);
  const list = useQuery({ ...redeemRequestsQuery(filter), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);

  const move = useMutation({
    mutationFn: moveRedeemRequest,
    onSuccess: (moved) => {
      toast.success(t(`redemptions.done.${moved.status}`));
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: toastRefusal,
  });

  const sortBy = (field: "created_at" | "point") => {
    const current = filter.sort;
    const next = current === field ? `-${field}` : field;
    update({ sort: next });
  };
  const sortMark = (field: "created_at" | "point") =>
    filter.sort === field ? "ascending" : filter.sort === `-${field}` ? "descending" : "none";

  // Built each render: they follow the language and the sort, which live in the address.
  const columns: ColumnDef<AdminRedeemRequest>[] = [
    {
      id: "created_at",
      header: () => (
        <button type="button" className="adm-sort" onClick={() => sortBy("created_at")}>
          {t("redemptions.requestedAt")}
        </button>
      ),
      cell: ({ row }) => new Date(row.original.created_at).toLocaleString(i18n.language),
    },
    { id: "member", header: t("redemptions.member"), cell: ({ row }) => row.original.user_email },
    {
      id: "what",
      header: t("redemptions.what"),
      cell: ({ row }) => {
        const request = row.original;
        const detail =
          request.kind === "bank_transfer"
            ? `${request.bank_name ?? ""} ${request.account_number ?? ""} · ${request.account_name ?? ""}`
            : `${request.provider ?? ""} ${request.face_value ?? ""} × ${request.card_count ?? 1}`;
        // A transfer shows what reaches the member (their quote after the fee), the amount to pay.
        const amount = request.kind === "bank_transfer" ? request.receive_amount : request.transfer_amount;
        return (
          <>
            {t(`redeemKinds.${request.kind}`)}
            <br />
            <span className="adm-muted">
              {detail} · {amount.toLocaleString(i18n.language)} {request.currency}
            </span>
          </>
        );
      },
    },
    {
      id: "point",
      header: () => (
        <button type="button" className="adm-sort" onClick={() => sortBy("point")}>
          {t("common.points")}
        </button>
      ),
      cell: ({ row }) => row.original.point.toLocaleString(i18n.language),
    },
    {
      id: "status",
      header: t("redemptions.status"),
      cell: ({ row }) => (
        <span className="adm-status" data-testid="admin-redeem-status">
          {t(`redeemStatuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("common.actions"),
      cell: ({ row }) => {
        const request = row.original;
        const open = (action: RedeemMove["action"]) => () => setPending({ request, action });
        return (
          <div className="adm-actions">
            {request.status === "requested" && (
              <button type="button" className="adm-btn" onClick={open("approve")}>
                {t("redemptions.approve")}
              </button>
            )}
            {request.status === "processing" && (
              <button type="button" className="adm-btn" onClick={open("paid")}>
                {t("redemptions.markPaid")}
              </button>
            )}
            {(request.status === "requested" || request.status === "processing") && (
              <button type="button" className="adm-btn adm-btn-danger" onClick={open("reject")}>
                {t("redemptions.reject")}
              </button>
            )}
          </div>
        );
      },
    },
  ];

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : undefined });
  };

  return (
    <>
      <ListHeading title={t("sections.redemptions")} />
      <div className="adm-filters">
        <FilterSelect
          name="status"
          label={t("redemptions.status")}
          value={filter.status}
          options={redeemStatuses}
          words={(status) => t(`redeemStatuses.${status}`)}
          all
        />
        <FilterSelect
          name="kind"
          label={t("redemptions.kind")}
          value={filter.kind}
          options={redeemKinds}
          words={(kind) => t(`redeemKinds.${kind}`)}
          all
        />
        <form onSubmit={onSearch} className="adm-filters" style={{ marginBottom: 0 }}>
          <label className="adm-field">
            {t("redemptions.memberEmail")}
            <input name="q" type="search" defaultValue={filter.q ?? ""} key={filter.q ?? ""} />
          </label>
          <button type="submit" className="adm-btn">
            {t("common.search")}
          </button>
        </form>
      </div>
      {list.isError && <LoadFailed error={list.error} />}
      <DataTable
        label={t("sections.redemptions")}
        columns={columns}
        rows={list.data?.data}
        rowTestId="admin-redeem-row"
        empty={t("redemptions.none")}
        sorts={{ created_at: sortMark("created_at"), point: sortMark("point") }}
        meta={list.data?.meta}
        onPage={toPage}
      />
      <PayoutDialog
        request={pending && pending.action !== "reject" ? pending.request : null}
        action={pending?.action === "paid" ? "paid" : "approve"}
        busy={move.isPending}
        onClose={() => setPending(null)}
        onConfirm={(reference) => {
          if (!pending || pending.action === "reject") return;
          move.mutate({ id: pending.request.id, action: pending.action, transfer_reference: reference });
        }}
      />
      <ConfirmDialog
        open={pending?.action === "reject"}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(`redemptions.confirm.${pending.action}.title`) : ""}
        description={
          pending
            ? t(`redemptions.confirm.${pending.action}.body`, {
                email: pending.request.user_email,
                points: pending.request.point.toLocaleString(i18n.language),
              })
            : ""
        }
        confirmLabel={pending ? t(`redemptions.confirm.${pending.action}.action`) : ""}
        withReason={pending?.action === "reject"}
        danger={pending?.action === "reject"}
        busy={move.isPending}
        onConfirm={(reason) => {
          if (!pending) return;
          const { id } = pending.request;
          move.mutate(pending.action === "reject" ? { id, action: "reject", reason } : { id, action: pending.action });
        }}
      />
    </>
  );
}
