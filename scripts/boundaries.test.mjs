import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

// The repository's own rules (.dependency-cruiser.cjs), run on small trees that each break one.
let options;
let root;

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.resolve(import.meta.dirname, "../.dependency-cruiser.cjs"));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A small source tree: each entry a file path under the root and its text. */
function tree(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Each broken rule as `rule: from -> to`, sorted. */
async function violations(files) {
  const baseDir = tree(files);
  const { output } = await cruise(["apps", "packages"], { ...options, baseDir, outputType: "json" });
  const result = typeof output === "string" ? JSON.parse(output) : output;
  return result.summary.violations.map((found) => `${found.rule.name}: ${found.from} -> ${found.to}`).sort();
}

const wellFormed = {
  "packages/contracts/src/index.ts": "export const limits = { name: 40 };\n",
  "apps/web/src/app/routes.tsx":
    'import { screens } from "../features/admin/screens";\nexport const routes = screens;\n',
  "apps/web/src/components/ui/language-switch.tsx": "export const LanguageSwitch = () => null;\n",
  "apps/web/src/lib/format.ts": "export const format = (text: string) => text;\n",
  "apps/web/src/shared/stores/store-row.tsx":
    'import { format } from "../../lib/format";\nexport const StoreRow = () => format("row");\n',
  "apps/web/src/features/admin/screens.ts":
    'import { AdminLayout } from "./admin-layout";\nexport const screens = [AdminLayout];\n',
  "apps/web/src/features/admin/admin-layout.tsx":
    'import { LanguageSwitch } from "../../components/ui/language-switch";\nimport { StoreRow } from "../../shared/stores/store-row";\nexport const AdminLayout = [LanguageSwitch, StoreRow];\n',
  "apps/web/src/features/shops/store-page.tsx":
    'import { StoreRow } from "../../shared/stores/store-row";\nexport const StorePage = StoreRow;\n',
  "apps/api/src/lib/service-deps.ts": "export type ServiceDeps = { db: unknown };\n",
  "apps/api/src/services/main.ts":
    'import { profileRoutes } from "../modules/profile/index.js";\nexport const main = profileRoutes;\n',
  "apps/api/src/modules/profile/index.ts": 'export { profileRoutes } from "./routes.js";\n',
  "apps/api/src/modules/profile/routes.ts":
    'import type { ServiceDeps } from "../../lib/service-deps.js";\nimport { points } from "../ledger/index.js";\nexport const profileRoutes = (deps: ServiceDeps) => [deps, points];\n',
  "apps/api/src/modules/profile/tables.ts":
    'import { accounts } from "../ledger/tables.js";\nexport const profiles = accounts;\n',
  "apps/api/src/modules/ledger/index.ts": 'export { points } from "./points.js";\n',
  "apps/api/src/modules/ledger/points.ts": "export const points = 1;\n",
  "apps/api/src/modules/ledger/tables.ts": "export const accounts = 1;\n",
};

describe("the boundary rules (dependency-cruiser)", () => {
  it("pass a tree whose imports point one way", async () => {
    expect(await violations(wellFormed)).toEqual([]);
  });

  it("refuse the web app importing API code, by path or by package", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/web/src/lib/format.ts":
          'import { points } from "../../../api/src/modules/ledger/points.js";\nimport type { App } from "@rewards/api";\nexport const format = (text: string, app?: App) => [text, points, app];\n',
      }),
    ).toEqual([
      "web-imports-no-api: apps/web/src/lib/format.ts -> @rewards/api",
      "web-imports-no-api: apps/web/src/lib/format.ts -> apps/api/src/modules/ledger/points.ts",
    ]);
  });

  it("refuse the contracts importing an app", async () => {
    expect(
      await violations({
        ...wellFormed,
        "packages/contracts/src/index.ts":
          'import { format } from "../../../apps/web/src/lib/format";\nexport const limits = format("40");\n',
      }),
    ).toEqual(["contracts-import-no-app: packages/contracts/src/index.ts -> apps/web/src/lib/format.ts"]);
  });

  it("refuse an API module reaching another's internals instead of its index.ts", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/api/src/modules/profile/routes.ts":
          'import { points } from "../ledger/points.js";\nexport const profileRoutes = () => points;\n',
      }),
    ).toEqual([
      "module-through-index: apps/api/src/modules/profile/routes.ts -> apps/api/src/modules/ledger/points.ts",
    ]);
  });

  it("refuse a tables.ts importing anything of another module but its tables.ts", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/api/src/modules/profile/tables.ts":
          'import { points } from "../ledger/index.js";\nexport const profiles = points;\n',
      }),
    ).toEqual([
      "tables-import-only-tables: apps/api/src/modules/profile/tables.ts -> apps/api/src/modules/ledger/index.ts",
    ]);
  });

  it("refuse an API module importing the service plugins, but let its tests", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/api/src/services/deps.ts": "export type ServiceDeps = { db: unknown };\n",
        "apps/api/src/modules/ledger/points.ts":
          'import type { ServiceDeps } from "../../services/deps.js";\nexport const points = (deps?: ServiceDeps) => deps;\n',
        "apps/api/src/modules/profile/routes.test.ts": 'import "../../services/main.js";\n',
      }),
    ).toEqual(["module-imports-no-service: apps/api/src/modules/ledger/points.ts -> apps/api/src/services/deps.ts"]);
  });

  it("refuse a feature importing the app shell", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/web/src/app/layouts/header.tsx": "export const Header = () => null;\n",
        "apps/web/src/features/shops/store-page.tsx":
          'import { Header } from "../../app/layouts/header";\nexport const StorePage = Header;\n',
      }),
    ).toEqual([
      "feature-imports-no-app: apps/web/src/features/shops/store-page.tsx -> apps/web/src/app/layouts/header.tsx",
    ]);
  });

  it("refuse a feature importing another, even through its index.ts", async () => {
    expect(
      await violations({
        ...wellFormed,
        "apps/web/src/features/shops/index.ts": 'export { StorePage } from "./store-page";\n',
        "apps/web/src/features/admin/admin-layout.tsx":
          'import { StorePage } from "../shops";\nexport const AdminLayout = StorePage;\n',
      }),
    ).toEqual([
      "feature-imports-no-feature: apps/web/src/features/admin/admin-layout.tsx -> apps/web/src/features/shops/index.ts",
    ]);
  });

  it("refuse lib, components and shared importing a feature", async () => {
    const found = await violations({
      ...wellFormed,
      "apps/web/src/lib/format.ts":
        'import { StorePage } from "../features/shops/store-page";\nexport const format = () => StorePage;\n',
      "apps/web/src/components/ui/language-switch.tsx":
        'import { StorePage } from "../../features/shops/store-page";\nexport const LanguageSwitch = StorePage;\n',
      "apps/web/src/shared/stores/store-row.tsx":
        'import { screens } from "../../features/admin/screens";\nexport const StoreRow = () => screens;\n',
    });
    // Pointing back at the features, they also close cycles (no-cycle, no-folder-cycle).
    expect(found.filter((line) => line.startsWith("shared-imports-no-feature"))).toEqual([
      "shared-imports-no-feature: apps/web/src/components/ui/language-switch.tsx -> apps/web/src/features/shops/store-page.tsx",
      "shared-imports-no-feature: apps/web/src/lib/format.ts -> apps/web/src/features/shops/store-page.tsx",
      "shared-imports-no-feature: apps/web/src/shared/stores/store-row.tsx -> apps/web/src/features/admin/screens.ts",
    ]);
  });

  it("refuse an import cycle, type-only imports included", async () => {
    const found = await violations({
      ...wellFormed,
      "apps/web/src/features/shops/lib/hours.ts":
        'import type { Day } from "./days";\nexport const open = (day: Day) => day;\n',
      "apps/web/src/features/shops/lib/days.ts":
        'import { open } from "./hours";\nexport type Day = string;\nopen("");\n',
    });
    expect(found).toEqual([
      "no-cycle: apps/web/src/features/shops/lib/days.ts -> apps/web/src/features/shops/lib/hours.ts",
    ]);
  });

  it("refuse a cycle through an index and `.js` specifiers in the API", async () => {
    const found = await violations({
      ...wellFormed,
      "apps/api/src/modules/ledger/points.ts":
        'import { points as again } from "./index.js";\nexport const points = again;\n',
    });
    expect(found).toEqual(["no-cycle: apps/api/src/modules/ledger/index.ts -> apps/api/src/modules/ledger/points.ts"]);
  });

  it("refuse two folders of the web app importing each other, though no file reaches itself", async () => {
    const found = await violations({
      ...wellFormed,
      "apps/web/src/shared/stores/store-row.tsx":
        'import { pinOf } from "../store-map/pin";\nexport const StoreRow = () => pinOf("row");\n',
      "apps/web/src/shared/store-map/pin.ts": "export const pinOf = (name: string) => name;\n",
      "apps/web/src/shared/store-map/map.tsx":
        'import { StoreRow } from "../stores/store-row";\nexport const StoreMap = StoreRow;\n',
    });
    expect(found.filter((line) => line.startsWith("no-cycle"))).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no-folder-cycle: apps\/web\/src\/shared\/store/)]),
    );
  });
});
