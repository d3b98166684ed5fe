import { ApiError } from "../../lib/api-error";

/**
 * The catalog key for a refused claim: the server's code ('Mission is not claimable', 'Mission check
 * fail' and any other the catalog knows), else the generic message, never the server's English.
 */
export function missionErrorKey(error: unknown, inCatalog: (key: string) => boolean): string {
  if (error instanceof ApiError) {
    const byCode = `errors.${error.code}`;
    if (inCatalog(byCode)) return byCode;
  }
  return "errors.generic";
}
