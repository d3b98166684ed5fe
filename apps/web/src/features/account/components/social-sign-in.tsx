import type { SignInData, SocialProvider, SocialProvidersConfig } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/ui/buttons";
import { signOut } from "../../../shared/session";
import { socialProvidersQuery } from "../../../shared/sign-in";
import {
  appleIdToken,
  facebookAccessToken,
  mountGoogleButton,
  prepareApple,
  prepareFacebook,
} from "../access/social-sdks";
import { useCompleteSignIn } from "../access/use-complete-sign-in";
import { socialSignIn } from "../api/account-api";
import { useErrorText } from "../forms/error-text";

const providerNames: Record<SocialProvider, string> = { google: "Google", apple: "Apple", facebook: "Facebook" };

/** off: the server has no settings for it (its button is not shown); broken: its script would not load. */
type ProviderState = "loading" | "off" | "ready" | "broken";

/** Loads a configured provider's script once the settings are known. */
function useProviderScript(config: unknown, prepare: () => Promise<void>): ProviderState {
  const [state, setState] = useState<ProviderState>("loading");
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  useEffect(() => {
    if (config === undefined) return;
    if (config === null) {
      setState("off");
      return;
    }
    let live = true;
    prepareRef.current().then(
      () => live && setState("ready"),
      () => live && setState("broken"),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return state;
}

function ProviderButton({
  provider,
  state,
  busy,
  onClick,
}: {
  provider: SocialProvider;
  state: ProviderState;
  busy: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation("account");
  const noteId = useId();
  const name = providerNames[provider];
  const note = state === "broken" ? t("social.loadFailed", { provider: name }) : null;
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={state !== "ready" || busy}
        aria-describedby={note ? noteId : undefined}
        className={`${secondaryButton} w-full`}
        data-provider={provider}
      >
        {t("social.continueWith", { provider: name })}
      </button>
      {note && (
        <p id={noteId} className="mt-1 text-center text-sm text-gray-600">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * Google, Apple and Facebook, each only when the server has configured it (a configured one whose
 * script would not load keeps its button, disabled, with a note); with none, nothing at all, not
 * even the `divider` above them. A failed social sign-in signs out (spec section 4).
 */
export function SocialSignIn({ divider }: { divider: string }) {
  const { t, i18n } = useTranslation("account");
  const { toastApiError } = useErrorText();
  const completeSignIn = useCompleteSignIn();
  const settings = useQuery(socialProvidersQuery);
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);
  const googleSlot = useRef<HTMLDivElement>(null);

  // Unknown (undefined) while the settings load; a failed load switches every provider off.
  const providers: SocialProvidersConfig | undefined = settings.isError
    ? { google: null, apple: null, facebook: null }
    : settings.data;

  const finish = async (provider: SocialProvider, token: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const granted = await token();
      if (granted) {
        const signedIn: SignInData = await socialSignIn(provider, granted);
        await completeSignIn(signedIn);
      }
    } catch (error) {
      await signOut();
      toastApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const google = providers?.google;
  const googleState = useProviderScript(google, async () => {
    const slot = googleSlot.current;
    if (!slot || !google) throw new Error("no place for the Google button");
    const width = section.current?.clientWidth ?? 0;
    await mountGoogleButton(slot, { clientId: google.client_id, locale: i18n.language, width }, (idToken) => {
      void finish("google", async () => idToken);
    });
  });
  const apple = providers?.apple;
  const appleState = useProviderScript(apple, async () => {
    if (apple) await prepareApple(apple.client_id, apple.redirect_uri);
  });
  const facebook = providers?.facebook;
  const facebookState = useProviderScript(facebook, async () => {
    if (facebook) await prepareFacebook(facebook.app_id);
  });

  // The Google slot stays mounted while the settings load: its script draws the button into it.
  const none = providers !== undefined && !google && !apple && !facebook;
  if (none) return null;
  return (
    <>
      {providers !== undefined && (
        <p className="my-6 flex items-center gap-3 text-sm text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
          {divider}
        </p>
      )}
      <section ref={section} aria-label={t("social.label")} className="space-y-3">
        <div ref={googleSlot} className={googleState === "ready" ? "flex justify-center" : "hidden"} />
        {google && googleState !== "ready" && <ProviderButton provider="google" state={googleState} busy={busy} />}
        {apple && (
          <ProviderButton
            provider="apple"
            state={appleState}
            busy={busy}
            onClick={() => void finish("apple", appleIdToken)}
          />
        )}
        {facebook && (
          <ProviderButton
            provider="facebook"
            state={facebookState}
            busy={busy}
            onClick={() => void finish("facebook", facebookAccessToken)}
          />
        )}
      </section>
    </>
  );
}
