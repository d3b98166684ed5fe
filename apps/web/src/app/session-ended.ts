import { errorCodes } from "@rewards/contracts";
import i18next from "i18next";
import type { createBrowserRouter } from "react-router";
import { sessionEndedEvent } from "../lib/api";
import { forgetSession } from "../lib/session";
import { toast } from "../lib/toast";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The spec's "signed in elsewhere" (section 6), or a suspended account: whichever call hears it, the user is told once,
 * the session is forgotten here and the sign-in page opens. Registered on the router rather than
 * in a component so that it also covers the route loaders that run before the first render.
 */
export function endSessionWhenSignedInElsewhere(router: Router): void {
  window.addEventListener(sessionEndedEvent, (event) => {
    forgetSession();
    const suspended = (event as CustomEvent<unknown>).detail === errorCodes.accountSuspended;
    const notice = i18next.t(suspended ? "auth.accountSuspended" : "auth.signedInElsewhere");
    toast.error(notice, { id: sessionEndedEvent });
    if (router.state.location.pathname !== "/sign-in") void router.navigate("/sign-in", { replace: true });
  });
}
