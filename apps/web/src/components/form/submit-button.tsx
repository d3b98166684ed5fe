import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../ui/buttons";

/** A form's main button; while the form is being sent it is disabled and says so. */
export function SubmitButton({
  pending,
  children,
  className = "w-full",
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={`${primaryButton} ${className}`}>
      {pending ? t("form.sending") : children}
    </button>
  );
}
