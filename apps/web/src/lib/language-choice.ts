import type { settingAnswer } from "@rewards/contracts";
import { callApi } from "./api";
import { writeCookie } from "./cookies";
import { changeLocale, type Locale } from "./i18n";
import { queryClient } from "./query-client";
import { hasSession } from "./session";
import { settingQuery } from "./setting-query";

/**
 * The member picked a language (settings or the language switch): it shows at once, and with a
 * session it is stored on the account, so it survives signing out and in on any device and the
 * emails and texts follow it. Resolves false when the account could not store it. A visitor's pick is
 * marked as one (`locale_picked`, an hour): signing in then keeps it for an account that never chose.
 */
export async function chooseLanguage(locale: Locale): Promise<boolean> {
  await changeLocale(locale);
  if (!hasSession()) {
    writeCookie("locale_picked", "1", 3600);
    return true;
  }
  try {
    const answer = await callApi<typeof settingAnswer>("main", "setting/language", {
      method: "POST",
      body: { locale },
    });
    queryClient.setQueryData(settingQuery.queryKey, answer.data);
    // What the server wrote in the old language (survey and mission titles, notifications) is asked
    // again in the new one; the screen keeps its answers on show until the new ones arrive.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== settingQuery.queryKey[0] });
    return true;
  } catch {
    return false;
  }
}
