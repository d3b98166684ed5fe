/**
 * The hidden fields of an account form that is also a plain HTML post (sign-in, sign-up, reset, the
 * setup's code steps: before the app runs): the form token, which the server writes in place of the
 * placeholder when it sends the page, and where the member was headed. The app itself sends the form through the API, so the
 * token the page arrived with is left as it is when the app takes it over.
 */
export function PlainFormFields({ next }: { next?: string | null }) {
  return (
    <>
      <input type="hidden" name="form_token" value="%FORM_TOKEN%" suppressHydrationWarning />
      {next !== undefined && <input type="hidden" name="next" value={next ?? ""} suppressHydrationWarning />}
    </>
  );
}
