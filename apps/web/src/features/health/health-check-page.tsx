import { type DependencyStates, dependencyNames, serviceNames } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-error";
import { numberFormat } from "../../lib/number-format";
import { useServiceHealth } from "./api";

function StateBadge({ state }: { state: "up" | "down" | "checking" | "off" }) {
  const { t } = useTranslation("health");
  const tone = {
    up: "bg-green-100 text-green-800",
    down: "bg-red-100 text-red-800",
    checking: "bg-gray-100 text-gray-700",
    off: "bg-gray-100 text-gray-700",
  }[state];
  return <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${tone}`}>{t(state)}</span>;
}

const dependencyStates = new Set(["up", "down", "off"]);

/**
 * The dependencies a 503 names (the contracts' `healthFailure`), checked by hand so the page
 * loads without zod: it has no form, and this is its only parse.
 */
function failedDependencies(data: unknown): DependencyStates | null {
  const dependencies = (data as { dependencies?: unknown } | null)?.dependencies;
  if (typeof dependencies !== "object" || dependencies === null) return null;
  const states = dependencies as Record<string, unknown>;
  return dependencyNames.every((name) => dependencyStates.has(states[name] as string))
    ? (states as DependencyStates)
    : null;
}

/** What a service depends on, from its answer or, when it is down, from the 503 that names the failing ones. */
function dependenciesOf(data: { dependencies: DependencyStates } | undefined, error: unknown) {
  if (data) return data.dependencies;
  return error instanceof ApiError ? failedDependencies(error.extra.data) : null;
}

function Dependencies({ states }: { states: DependencyStates | null }) {
  const { t } = useTranslation("health");
  if (!states) return <>—</>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {dependencyNames.map((name) => (
        <li key={name} data-dependency={name} className="flex items-center gap-1">
          {t(`dependencies.${name}`)} <StateBadge state={states[name]} />
        </li>
      ))}
    </ul>
  );
}

/** `/health-check`: every service's state, fetched through the web app, the API and the database. */
export function HealthCheckPage() {
  const { t, i18n } = useTranslation("health");
  const results = useServiceHealth();
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const latencyFormat = numberFormat(i18n.language, { maximumFractionDigits: 1 });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-700">{t("title")}</h1>
      <p className="mt-2 text-gray-600">{t("lead")}</p>
      <div className="mt-6 overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("service")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("state")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("dependsOn")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("databaseTime")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("latency")}
              </th>
            </tr>
          </thead>
          <tbody>
            {serviceNames.map((service, index) => {
              const result = results[index];
              const health = result?.data;
              const state = result?.isPending ? "checking" : health ? "up" : "down";
              return (
                <tr key={service} data-service={service} className="border-t border-gray-100">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {t(`services.${service}`)}
                  </th>
                  <td className="px-3 py-2">
                    <StateBadge state={state} />
                  </td>
                  <td className="px-3 py-2">
                    <Dependencies states={dependenciesOf(health, result?.error)} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {health ? timeFormat.format(new Date(health.database_time)) : "—"}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {health ? t("latencyValue", { value: latencyFormat.format(health.latency_ms) }) : "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        onClick={() => {
          for (const result of results) void result.refetch();
        }}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t("refresh")}
      </button>
    </section>
  );
}
