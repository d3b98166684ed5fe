import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.js";

describe("loadConfig", () => {
  it("has working defaults for a new machine", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("points links at the port the server listens on unless PUBLIC_URL says otherwise", () => {
    expect(loadConfig({ PORT: "3917" }).PUBLIC_URL).toBe("http://localhost:3917");
    expect(loadConfig({ PORT: "3917", PUBLIC_URL: "https://rewards.example" }).PUBLIC_URL).toBe(
      "https://rewards.example",
    );
  });

  it("stops with a message that names the variable and the reason", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ RUN_WORKERS: "maybe" })).toThrow(/RUN_WORKERS/);
  });

  it("pays by hand unless told, and needs Xendit's key and callback token to pay through it", () => {
    expect(loadConfig({}).PAYOUT_PROVIDER).toBe("manual");
    expect(() => loadConfig({ PAYOUT_PROVIDER: "xendit" })).toThrow(/XENDIT_SECRET_KEY: required/);
    expect(() => loadConfig({ PAYOUT_PROVIDER: "xendit", XENDIT_SECRET_KEY: "xnd_development_1" })).toThrow(
      /XENDIT_CALLBACK_TOKEN: required/,
    );
    expect(() => loadConfig({ PAYOUT_PROVIDER: "paypal" })).toThrow(/PAYOUT_PROVIDER/);
    expect(() => loadConfig({ XENDIT_BASE_URL: "not a url" })).toThrow(/XENDIT_BASE_URL/);
    const xendit = loadConfig({
      PAYOUT_PROVIDER: "xendit",
      XENDIT_SECRET_KEY: "xnd_development_1",
      XENDIT_CALLBACK_TOKEN: "a-callback-token-of-length",
    });
    expect(xendit.XENDIT_BASE_URL).toBe("https://api.xendit.co");
  });

  it("loads demo data by default only on the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/x" }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/x", DEMO_DATA: "true" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false);
  });

  it("reads TRUST_PROXY as a switch, a number of hops or a list of proxies", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: must be true, false, a number of hops/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/not an address: 10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1, proxy.internal" })).toThrow(/proxy\.internal/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
