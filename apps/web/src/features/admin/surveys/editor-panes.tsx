import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const wideQuery = "(min-width: 75rem)";

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(wideQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const follow = () => setWide(media.matches);
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  return wide;
}

/**
 * The form and its preview: side by side where the screen has room, else two tabs. Both stay
 * mounted in the tabs, so switching keeps what the preview's answers and the form's focus were.
 */
export function EditorPanes({ editor, preview }: { editor: ReactNode; preview: ReactNode }) {
  const { t } = useTranslation("admin");
  const wide = useWide();
  const [pane, setPane] = useState("edit");
  if (wide) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-6">
        <div>{editor}</div>
        <aside className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto" aria-label={t("surveys.preview")}>
          {preview}
        </aside>
      </div>
    );
  }
  return (
    <Tabs.Root value={pane} onValueChange={setPane}>
      <Tabs.List className="adm-tabs" aria-label={t("surveys.view")}>
        <Tabs.Trigger value="edit" className="adm-tab">
          {t("surveys.edit")}
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className="adm-tab">
          {t("surveys.preview")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="edit" forceMount className="data-[state=inactive]:hidden">
        {editor}
      </Tabs.Content>
      <Tabs.Content value="preview" forceMount className="data-[state=inactive]:hidden">
        {preview}
      </Tabs.Content>
    </Tabs.Root>
  );
}
