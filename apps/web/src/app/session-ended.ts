import i18next from "i18next";
import type { createBrowserRouter } from "react-router";
import { sessionEndedEvent } from "../lib/api";
import { forgetSession } from "../lib/session";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The spec's "signed in elsewhere" (section 6): whichever call hears it, the user is told once,
 * the session is forgotten here and the sign-in page opens. Registered on the router rather than
 * in a component so that it also covers the route loaders that run before the first render.
 */
export function endSessionWhenSignedInElsewhere(router: Router): void {
  window.addEventListener(sessionEndedEvent, () => {
    forgetSession();
    // sonner stays out of the first load (see root-layout.tsx).
    import("sonner")
      .then(({ toast }) => toast.error(i18next.t("auth.signedInElsewhere"), { id: sessionEndedEvent }))
      .catch(() => {}); // Without the toast code the sign-in page still opens; only the notice is missed.
    if (router.state.location.pathname !== "/sign-in") void router.navigate("/sign-in", { replace: true });
  });
}
