import { type CardKind, errorCodes, type PhoneCardInfo, type RedeemDone } from "@rewards/contracts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { primaryButton } from "../../../components/ui/buttons";
import { ListEmpty } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { idempotencyKeys } from "../../../lib/idempotency-key";
import { changeCard, keepFreshCardList } from "../api/redeem-api";
import { usePointsText } from "../components/use-points-text";
import { usePointsErrorText } from "../forms/error-text";
import { type CardOrder, resolveCardOrder } from "../lib/card-order";
import { formatMoney } from "../lib/format";
import { FaceValueChoice, ProviderChoice } from "./card-choices";
import { CardDone } from "./card-done";

const loadConfirmDialog = () => import("./card-confirm-dialog");
const CardConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.CardConfirmDialog })));

/** A failure the server answered for certain; after one, the next try is a new submission with a new key. */
const settled = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Phone or gift cards: a provider, a face value, how many; confirmed in a dialog, then the codes. */
export function CardRedeem({ kind, info, balance }: { kind: CardKind; info: PhoneCardInfo; balance: number }) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const { apiErrorText } = usePointsErrorText();
  const providers = info.cards.filter((card) => card.kind === kind && card.face_values.length > 0);
  const [picked, setPicked] = useState<CardOrder>({ provider: null, faceValue: null, count: 1 });
  const order = resolveCardOrder(providers, picked, balance);
  // The confirmation is fetched once the tab has painted, so it opens at once when asked for.
  useEffect(() => void loadConfirmDialog().catch(() => {}), []);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemDone | null>(null);
  const keys = useRef(idempotencyKeys());

  if (done) {
    return (
      <CardDone
        done={done}
        onAgain={() => {
          setDone(null);
          setPicked({ provider: picked.provider, faceValue: null, count: 1 });
        }}
      />
    );
  }
  if (providers.length === 0) return <ListEmpty title={t(`cards.none.${kind}`)} />;

  const money = (amount: number) => formatMoney(amount, info.currency, i18n.language);
  const summary =
    order.provider && order.option
      ? t("cards.confirmLead", {
          quantity: order.count,
          card: `${order.provider.provider} ${money(order.option.face_value)}`,
          points: pointsText(order.total),
          balance: pointsText(balance - order.total),
        })
      : "";

  // A new choice answers the last failure (a sold-out card, say).
  const pick = (next: CardOrder) => {
    setPanelError(null);
    setPicked(next);
  };

  const redeem = async () => {
    if (!order.provider || !order.option) return;
    const body = { kind, provider: order.provider.provider, face_value: order.option.face_value, count: order.count };
    setPending(true);
    setDialogError(null);
    try {
      const answer = await changeCard(body, keys.current.keyFor(JSON.stringify(body)));
      keys.current.forget();
      setConfirming(false);
      setPanelError(null);
      setDone(answer);
    } catch (error) {
      if (settled(error)) keys.current.forget();
      if (error instanceof ApiError && error.code === errorCodes.cardOutOfStock) {
        keepFreshCardList(error);
        setConfirming(false);
        setPanelError(t("errors.2030"));
      } else if (error instanceof ApiError && error.code === errorCodes.notEnoughPoints) {
        setDialogError(t("cards.notEnough"));
      } else {
        setDialogError(apiErrorText(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-5">
      <ProviderChoice
        providers={providers}
        value={order.provider?.provider ?? null}
        onChange={(provider) => pick({ provider, faceValue: null, count: 1 })}
      />
      {order.provider && (
        <FaceValueChoice
          provider={order.provider}
          currency={info.currency}
          value={order.option?.face_value ?? null}
          onChange={(faceValue) => pick({ ...picked, provider: order.provider?.provider ?? null, faceValue })}
        />
      )}
      <SelectField
        label={t("cards.count")}
        className="max-w-40"
        disabled={!order.option}
        value={String(order.count)}
        onChange={(event) => pick({ ...picked, count: Number(event.target.value) })}
        options={Array.from({ length: order.maxCount }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
      />
      <div className="rounded-xl bg-gray-50 p-4" aria-live="polite">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-gray-700">{t("cards.total")}</span>
          <span className="text-lg font-bold text-gray-900 tabular-nums" data-testid="card-total">
            {pointsText(order.total)}
          </span>
        </p>
        {order.option && !order.affordable && (
          <p className="mt-2 text-sm font-medium text-red-800">{t("cards.notEnough")}</p>
        )}
      </div>
      <FormAlert message={panelError} />
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={confirming}
        disabled={!order.option || !order.affordable}
        onClick={() => {
          setDialogError(null);
          setConfirming(true);
        }}
        className={`${primaryButton} w-full sm:w-auto`}
      >
        {t("cards.redeem")}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <CardConfirmDialog
            onClose={() => {
              setConfirming(false);
              setDialogError(null);
            }}
            summary={summary}
            pending={pending}
            error={dialogError}
            onConfirm={() => void redeem()}
          />
        </Suspense>
      )}
    </div>
  );
}
