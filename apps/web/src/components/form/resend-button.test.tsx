import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ResendButton } from "./resend-button";

async function drawn(element: React.ReactElement): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: {
      en: { translation: { form: { resend: "Send the code again", resendIn: "Send again in {{seconds}} s" } } },
    },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const resend = async () => ({ resend_after_seconds: 60 });

describe("the resend button as the server draws it", () => {
  it("is a plain post to its action, with its fields, and ready though a code was just sent", async () => {
    const html = await drawn(
      <ResendButton
        resend={resend}
        onError={() => {}}
        justSent
        plainForm={{ action: "/setup/email-code/resend", fields: <input type="hidden" name="form_token" value="t" /> }}
      />,
    );
    const form = html.match(/^<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/setup/email-code/resend"');
    expect(form).toContain('method="post"');
    expect(html).toContain('name="form_token"');
    // The server keeps the wait for a page the app has not taken: its button is ready.
    expect(html).toMatch(/<button type="submit" class="[^"]*">Send the code again<\/button>/);
  });

  it("is a button of the app's own without a plain form", async () => {
    const html = await drawn(<ResendButton resend={resend} onError={() => {}} />);
    expect(html).not.toContain("<form");
    expect(html).toMatch(/^<button type="button" class="[^"]*">Send the code again<\/button>$/);
  });
});
