import type { JobProfile } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../components/form/submit-button";
import { inputClass } from "../../../components/form/text-field";
import { ListState } from "../../../components/ui/list-state";
import { clientProfileQuery } from "../../../shared/job-profiles";
import { createClientProfile } from "../api/job-posts-api";

/**
 * The job-post screens are a client's: a member without a client profile names themselves (or their
 * company) here first, the one field a client profile needs; the screen follows once it exists.
 */
export function ClientGate({ children }: { children: (profile: JobProfile) => ReactNode }) {
  const profile = useQuery(clientProfileQuery);
  if (!profile.isSuccess)
    return <ListState ns="job-posts" rowClassName="h-28 rounded-2xl" rows={1} empty={false} query={profile} />;
  if (!profile.data?.status) return <CreateClientProfile />;
  return <>{children(profile.data)}</>;
}

function CreateClientProfile() {
  const { t } = useTranslation("job-posts");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0) {
      setError(t("errors.required"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await createClientProfile(trimmed);
    } catch {
      setError(t("errors.failed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <section
      aria-labelledby="client-profile-title"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-8"
      data-testid="create-client-profile"
    >
      <h2 id="client-profile-title" className="text-xl font-bold text-gray-900">
        {t("profile.title")}
      </h2>
      <p className="mt-2 text-gray-700">{t("profile.lead")}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor="client-name" className="block text-sm font-medium text-gray-800">
            {t("profile.name")}
          </label>
          <input
            id="client-name"
            value={name}
            maxLength={100}
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "client-name-error" : undefined}
            className={inputClass}
          />
          {error && (
            <p id="client-name-error" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <SubmitButton pending={pending} className="w-full sm:w-auto">
          {t("profile.create")}
        </SubmitButton>
      </form>
    </section>
  );
}
