import i18next from "i18next";
import { Component, type ReactNode } from "react";

/**
 * The last line: when the error page itself fails to render, a plain message and a link home,
 * using nothing that could fail again (no router, no hooks).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = (key: string, fallback: string) => (i18next.isInitialized ? i18next.t(key) : fallback);
    return (
      <main id="main" style={{ padding: "2rem", textAlign: "center" }}>
        <h1>{text("errors.whileShowing", "An error occurred while showing the error page")}</h1>
        <a href="/">{text("errors.backHome", "Back to home")}</a>
      </main>
    );
  }
}
