import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { boundaryProblems } from "./check-boundaries.mjs";

let root;

/** A small source tree: each entry a file path under the root and its text. */
function tree(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const wellFormed = {
  "apps/web/src/app/routes.tsx": 'import { AdminLayout } from "../features/admin";\n',
  "apps/web/src/components/ui/language-switch.tsx": "export const LanguageSwitch = () => null;\n",
  "apps/web/src/features/admin/index.ts": 'export { AdminLayout } from "./admin-layout";\n',
  "apps/web/src/features/admin/admin-layout.tsx":
    'import { LanguageSwitch } from "../../components/ui/language-switch";\nexport const AdminLayout = LanguageSwitch;\n',
  "apps/api/src/lib/service-deps.ts": "export type ServiceDeps = { db: unknown };\n",
  "apps/api/src/services/main.ts": 'import { profileRoutes } from "../modules/profile/index.js";\n',
  "apps/api/src/modules/profile/index.ts": 'export { profileRoutes } from "./routes.js";\n',
  "apps/api/src/modules/profile/routes.ts":
    'import type { ServiceDeps } from "../../lib/service-deps.js";\nexport const profileRoutes = (deps: ServiceDeps) => deps;\n',
};

describe("the boundary check", () => {
  it("passes a tree whose imports point one way", () => {
    expect(boundaryProblems(tree(wellFormed))).toEqual([]);
  });

  it("refuses a feature importing from the app shell", () => {
    const problems = boundaryProblems(
      tree({
        ...wellFormed,
        "apps/web/src/app/layouts/language-switch.tsx": "export const LanguageSwitch = () => null;\n",
        "apps/web/src/features/admin/admin-layout.tsx":
          'import { LanguageSwitch } from "../../app/layouts/language-switch";\nexport const AdminLayout = LanguageSwitch;\n',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^apps\/web\/src\/features\/admin\/admin-layout\.tsx: .*must not import the app shell/),
    ]);
  });

  it("refuses an API module importing from the service plugins, but lets its tests", () => {
    const problems = boundaryProblems(
      tree({
        ...wellFormed,
        "apps/api/src/services/deps.ts": "export type ServiceDeps = { db: unknown };\n",
        "apps/api/src/modules/profile/routes.ts":
          'import type { ServiceDeps } from "../../services/deps.js";\nexport const profileRoutes = (deps: ServiceDeps) => deps;\n',
        "apps/api/src/modules/profile/routes.test.ts": 'import "../../services/main.js";\n',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^apps\/api\/src\/modules\/profile\/routes\.ts: .*must not import the service plugins/),
    ]);
  });

  it("refuses an import cycle, type-only imports included", () => {
    const problems = boundaryProblems(
      tree({
        ...wellFormed,
        "apps/web/src/features/account/forms/profile-fields.ts":
          'import type { BasicInfoValues } from "./profile-form";\nexport const isMinor = (values: BasicInfoValues) => values;\n',
        "apps/web/src/features/account/forms/profile-form.ts":
          'import { isMinor } from "./profile-fields";\nexport type BasicInfoValues = {};\n',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/features\/account\/forms\/profile-fields\.ts, apps\/web\/src\/features\/account\/forms\/profile-form\.ts: import each other/,
      ),
    ]);
  });

  it("finds a longer cycle through an index and `.js` specifiers", () => {
    const problems = boundaryProblems(
      tree({
        ...wellFormed,
        "apps/api/src/modules/profile/routes.ts":
          'import { profileRoutes as again } from "./index.js";\nexport const profileRoutes = again;\n',
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/profile\/index\.ts, .*profile\/routes\.ts: import each other/)]);
  });
});
