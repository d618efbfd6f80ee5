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

  it("calls a change no user made System, whatever session made it", () => {
    expect(actorName({ actor_kind: "service_role", actor_email: null })).toBe("System");
    expect(actorName({ actor_kind: "sql", actor_email: null })).toBe("System");
  });
});
