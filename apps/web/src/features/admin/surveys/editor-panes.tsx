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
      <div className="svy-panes">
        <div className="svy-pane-edit">{editor}</div>
        <aside className="svy-pane-preview" aria-label={t("surveys.preview")}>
          {preview}
        </aside>
      </div>
    );
  }
  return (
    <Tabs.Root value={pane} onValueChange={setPane}>
      <Tabs.List className="svy-tabs" aria-label={t("surveys.view")}>
        <Tabs.Trigger value="edit" className="svy-tab">
          {t("surveys.edit")}
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className="svy-tab">
          {t("surveys.preview")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="edit" forceMount className="svy-pane">
        {editor}
      </Tabs.Content>
      <Tabs.Content value="preview" forceMount className="svy-pane">
        {preview}
      </Tabs.Content>
    </Tabs.Root>
  );
}
