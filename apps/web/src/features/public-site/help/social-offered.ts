import { socialProviders } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { socialProvidersQuery } from "../../../shared/sign-in";

const providerNames = { google: "Google", apple: "Apple", facebook: "Facebook" } as const;

/**
 * The social sign-ins this server has configured, as the page's language lists them ('Google or
 * Facebook'); null while unknown or when there are none, so copy never offers what is off.
 */
export function useOfferedSocialSignIns(language: string): string | null {
  const { data } = useQuery(socialProvidersQuery);
  if (!data) return null;
  const names = socialProviders.filter((provider) => data[provider] !== null).map((p) => providerNames[p]);
  if (names.length === 0) return null;
  return new Intl.ListFormat(language, { type: "disjunction" }).format(names);
}
