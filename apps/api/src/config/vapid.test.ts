import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadConfig } from "./env.js";

describe("the VAPID settings", () => {
  it("take a matching key pair and a mailto: or https: subject", () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:push@example.com",
    });
    expect(config.VAPID_PUBLIC_KEY).toBe(keys.publicKey);
    expect(loadConfig({ VAPID_SUBJECT: "https://rewards.example.com" }).VAPID_SUBJECT).toBe(
      "https://rewards.example.com",
    );
    expect(loadConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it("stop the server with the variable's name when a key is malformed, alone or not the pair's", () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be 65 bytes/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://rewards.example.com" })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https: address/,
    );
  });
});
