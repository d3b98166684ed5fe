import { type CardImportResult, cardImportColumns, cardImportLimits, cardImportRequest } from "@rewards/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { ConfirmDialog } from "../components/reason-dialog";
import { cardStockKey, importCards } from "./card-stock-api";
import { ImportPreview } from "./import-preview";

type Chosen = { name: string; csv: string };

/**
 * Codes from a CSV file: choosing it runs the API's preview (the very load, rolled back), which
 * names every bad line; a file without any is imported once confirmed.
 */
export function CardImport() {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CardImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const failed = toastRefusal;

  const preview = useMutation({ mutationFn: importCards, onError: failed });
  const load = useMutation({
    mutationFn: importCards,
    onSuccess: (loaded) => {
      setConfirming(false);
      setResult(loaded);
      if (!loaded.imported) return;
      const added = loaded.products.reduce((sum, product) => sum + product.added, 0);
      toast.success(t("cardStock.import.done", { count: added }));
      setChosen(null);
      setInputKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: cardStockKey });
    },
    onError: failed,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setChosen(null);
    setProblem(null);
    if (!file) return;
    const csv = await file.text();
    const request = cardImportRequest.safeParse({ csv, commit: false });
    if (!request.success) {
      const code = request.error.issues[0]?.code;
      return setProblem(t(code === "too_big" ? "cardStock.import.tooBig" : "cardStock.import.empty"));
    }
    setChosen({ name: file.name, csv });
    // Per call, so only the last file chosen shows its preview.
    preview.mutate({ csv, commit: false }, { onSuccess: setResult });
  };

  const added = result?.products.reduce((sum, product) => sum + product.added, 0) ?? 0;
  const canImport = chosen !== null && result !== null && !result.imported && result.errors.length === 0 && added > 0;
  const hintId = `${fileId}-hint`;

  return (
    <section id="card-import" className="adm-panel" aria-labelledby={`${fileId}-title`} style={{ marginTop: "1.5rem" }}>
      <h2 id={`${fileId}-title`}>{t("cardStock.import.title")}</h2>
      <p className="adm-hint" id={hintId}>
        {t("cardStock.import.hint", {
          columns: cardImportColumns.join(","),
          lines: cardImportLimits.maxLines.toLocaleString(i18n.language),
          size: Math.round(cardImportLimits.maxBytes / 1024),
        })}
      </p>
      <div className="adm-field">
        <label htmlFor={fileId}>{t("cardStock.import.file")}</label>
        <input
          key={inputKey}
          id={fileId}
          className="max-w-full font-[inherit]"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void onFile(event)}
        />
        {problem && (
          <span className="adm-error" role="alert">
            {problem}
          </span>
        )}
      </div>
      {preview.isPending && <p aria-busy="true">{t("cardStock.import.checking")}</p>}
      {result && <ImportPreview result={result} fileName={chosen?.name} />}
      {canImport && (
        <div className="adm-save">
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setConfirming(true)}>
            {t("cardStock.import.button", { count: added })}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cardStock.import.confirmTitle")}
        description={t("cardStock.import.confirmBody", {
          count: added,
          file: chosen?.name ?? "",
        })}
        confirmLabel={t("cardStock.import.confirmAction")}
        busy={load.isPending}
        onConfirm={() => chosen && load.mutate({ csv: chosen.csv, commit: true })}
      />
    </section>
  );
}
