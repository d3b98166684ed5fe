import { webRoutePaths } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { routes, screens } from "./routes";

const pathsOf = (layout: string) => screens.filter((screen) => screen.layout === layout).map((screen) => screen.path);

describe("the web app's routes", () => {
  it("are exactly the shared route list the server answers 200 for, each declared once", () => {
    expect(screens.map((screen) => screen.path).sort()).toEqual([...webRoutePaths].sort());
  });

  it("are all loaded on demand, layouts included, each screen under its own layout", () => {
    const [root] = routes;
    const layouts = root?.children?.filter((child) => child.path !== "*") ?? [];
    expect(layouts.map((layout) => layout.id ?? layout.path)).toEqual([
      "public",
      "home",
      "flash-job",
      "shop",
      "/admin",
    ]);
    for (const layout of layouts) {
      expect(typeof layout.lazy).toBe("function");
      for (const screen of layout.children ?? []) expect(typeof screen.lazy, screen.path).toBe("function");
    }
    for (const layout of layouts.slice(0, 4)) {
      expect((layout.children ?? []).map((screen) => screen.path)).toEqual(pathsOf(layout.id ?? ""));
    }
  });

  it("hide the bottom bar only on the survey being answered", () => {
    const answering = screens.filter((screen) => screen.meta.answeringSurvey).map((screen) => screen.path);
    expect(answering).toEqual(["/home/survey/:id"]);
  });

  it("guard the screens as spec section 6 says", () => {
    const guarded = (guard: string) => screens.filter((screen) => screen.guard === guard).map((screen) => screen.path);
    const surveyScreens = ["/home/survey/:id", "/home/survey/:id/result", "/home/survey/:id/view-pr"];
    expect(guarded("front")).toEqual(["/"]);
    // The Shop and Profile tabs (spec section 6), and the screens of the member's own coupons,
    // stars and visit notifications, which have nothing to show a visitor.
    expect(guarded("auth").sort()).toEqual(
      [
        "/home/shop-home",
        "/home/profile-shop",
        "/home/profile-shop/notification-setting",
        "/home/shops/coupon",
        "/home/shops/coupon/:id",
        "/home/shops/history-member",
        "/home/offers/coupons",
        "/home/offers/coupons/:id",
        "/home/offers/my-coupons",
        "/home/notification-visit",
        "/home/notification-visit/:id",
      ].sort(),
    );
    expect(guarded("home").sort()).toEqual(
      pathsOf("home")
        .filter((path) => !surveyScreens.includes(path))
        .sort(),
    );
    // The job marketplace runs the home guard, then the flash-profile guard.
    expect(guarded("flash").sort()).toEqual(pathsOf("flash-job").sort());
    expect(screens.filter((screen) => screen.layout === "shop" && screen.guard === "home")).toEqual([]);
    expect(guarded("guest").sort()).toEqual(["/sign-in", "/sign-up"]);
  });

  it("run each guard, and each screen's declared data, as the loader of its screen", () => {
    const [root] = routes;
    const children = root?.children?.flatMap((layout) => layout.children ?? []) ?? [];
    for (const screen of screens) {
      const route = children.find((child) => child.path === screen.path);
      expect(typeof route?.loader, screen.path).toBe(screen.guard || screen.loader ? "function" : "undefined");
    }
  });

  it("declare data for every signed-in screen, none for the public pages a visitor gets prerendered", () => {
    const withoutData = screens.filter((screen) => !screen.loader).map((screen) => screen.path);
    expect(withoutData.sort()).toEqual(
      pathsOf("public")
        .filter((path) => path !== "/")
        .sort(),
    );
  });
});
