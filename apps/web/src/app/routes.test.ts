import { webRoutePaths } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { routes, screens } from "./routes";

describe("the web app's routes", () => {
  it("are exactly the shared route list the server answers 200 for", () => {
    expect(screens.map((screen) => screen.path).sort()).toEqual([...webRoutePaths].sort());
  });

  it("are all loaded on demand, layouts included", () => {
    const [root] = routes;
    const layouts = root?.children?.filter((child) => child.path !== "*") ?? [];
    expect(layouts).toHaveLength(4);
    for (const layout of layouts) {
      expect(typeof layout.lazy).toBe("function");
      for (const screen of layout.children ?? []) expect(typeof screen.lazy, screen.path).toBe("function");
    }
  });

  it("hide the bottom bar only on the survey being answered", () => {
    const answering = screens.filter((screen) => screen.answeringSurvey).map((screen) => screen.path);
    expect(answering).toEqual(["/home/survey/:id"]);
  });
});
