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

describe("database refusals", () => {
  const pgError = (code: string, detail?: string) =>
    Object.assign(new Error("Failed query: insert into t values ($1)\nparams: secret"), {
      cause: Object.assign(new Error('duplicate key value violates unique constraint "t_key"'), { code, detail }),
    });

  it.each([
    ["23503", undefined, 422, "reference_not_found"],
    ["23503", 'Key (id)=(1) is still referenced from table "x".', 409, "still_referenced"],
    ["23505", undefined, 409, "already_exists"],
    ["23502", undefined, 422, "invalid_value"],
    ["23514", undefined, 422, "invalid_value"],
    ["22003", undefined, 400, "out_of_range"],
    ["22001", undefined, 400, "out_of_range"],
    ["22P02", undefined, 400, "invalid_value"],
    ["22021", undefined, 400, "invalid_value"],
  ])("answers SQLSTATE %s (%s) with %i %s and nothing of the query", async (code, detail, status, stable) => {
    const app = await appThatThrows(pgError(code, detail));
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: false, code: stable });
    expect(response.body).not.toMatch(/secret|insert|t_key|Key \(/);
  });

  it("still answers 500 for a database failure that is not about the input", async () => {
    const app = await appThatThrows(Object.assign(new Error("connection lost"), { code: "08006" }));
    expect((await app.inject({ method: "GET", url: "/boom" })).statusCode).toBe(500);
  });
});
