import { actorName } from "../history-format";

describe("who made a recorded change", () => {
  it("names a user, and a publication they scheduled as theirs", () => {
    expect(actorName({ actor_kind: "user", actor_email: "ana@example.com" })).toBe(
      "ana@example.com",
    );
    expect(actorName({ actor_kind: "schedule", actor_email: "ana@example.com" })).toBe(
      "publishing scheduled by ana@example.com",
    );
  });

  it("names the kind of session that had no user", () => {
    expect(actorName({ actor_kind: "service_role", actor_email: null })).toBe(
      "a server or script (service role)",
    );
    expect(actorName({ actor_kind: "sql", actor_email: null })).toBe("a database session (SQL)");
  });
});
