import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ApplicationStatus,
  applicationActions,
  applicationActors,
  escrowHeldStatuses,
  finalStatuses,
  nextStatus,
} from "./job-application-flow.js";

const call = fc.record({
  action: fc.constantFrom(...applicationActions),
  actor: fc.constantFrom(...applicationActors),
});

describe("the job application's state machine", () => {
  it("reaches no invalid state and moves the escrow once, whatever the calls", () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 40 }), (calls) => {
        let status: ApplicationStatus = "applied";
        let held = 0;
        let holds = 0;
        let payouts = 0;
        for (const { action, actor } of calls) {
          const step = nextStatus(status, action, actor);
          if (!step.ok) {
            expect(step.message.length).toBeGreaterThan(0);
            continue;
          }
          expect(finalStatuses).not.toContain(status);
          if (step.escrow === "hold") {
            expect(held).toBe(0);
            held = 100;
            holds++;
          } else if (step.escrow !== "none") {
            expect(held).toBe(100);
            held = 0;
            payouts++;
          }
          status = step.status;
          // Points wait in escrow exactly while the work is between the hire and the payment.
          expect(held > 0).toBe(escrowHeldStatuses.includes(status));
        }
        expect(holds).toBeLessThanOrEqual(1);
        expect(payouts).toBeLessThanOrEqual(holds);
      }),
    );
  });

  it("names the current status when a step is refused", () => {
    const refused = nextStatus("hired", "withdraw", "worker");
    expect(refused).toEqual({ ok: false, reason: "wrong_status", message: expect.stringContaining("hired") });
    expect(nextStatus("applied", "hire", "worker")).toMatchObject({ ok: false, reason: "wrong_actor" });
    expect(nextStatus("hired", "cancel", "client")).toMatchObject({ ok: true, status: "cancelled", escrow: "refund" });
    expect(nextStatus("worker_completed", "cancel", "client")).toMatchObject({ ok: true, status: "disputed" });
  });
});
