import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error.js";
import { installErrorHandler } from "./error-handler.js";

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get("/boom", async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe("the error handler", () => {
  it("answers an unexpected failure with 500 and no internals", async () => {
    const app = await appThatThrows(new Error('relation "secret_table" does not exist at SELECT * FROM users'));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: "Something went wrong! Try again later",
      code: "internal_error",
    });
    expect(response.body).not.toMatch(/secret_table|SELECT|at /);
  });

  it("keeps an application error's status, code and field; numeric codes keep their numbers", async () => {
    const app = await appThatThrows(new AppError(409, 123, "Already answered", "survey_id"));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: "Already answered", code: 123, field: "survey_id" });
  });
});
