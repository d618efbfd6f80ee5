import {
  conflict,
  failed,
  failureMessage,
  refused,
  takenField,
  writeRefusal,
} from "../write-result";

const duplicate = (constraint: string) => ({
  code: "23505",
  message: `duplicate key value violates unique constraint "${constraint}"`,
});

describe("failureMessage", () => {
  it("asks to move the item again when the list changed during a reorder", () => {
    expect(failureMessage({ code: "40001", message: "could not serialize access" })).toBe(
      "The list changed while you were reordering it (someone added or removed an item). It has been reloaded: move the item again.",
    );
  });

  it("names the removed image when a chosen image left the library", () => {
    expect(failureMessage({ code: "23503", message: "violates foreign key constraint" })).toBe(
      "A chosen image is no longer in the media library. Choose another, or None, and try again.",
    );
  });

  it.each(["TypeError: fetch failed", "connect ECONNREFUSED 127.0.0.1:54321", "Network error"])(
    "says the site could not be reached for %s",
    (message) => {
      expect(failureMessage({ message })).toBe(
        "The site could not be reached. Nothing was lost: try again in a moment.",
      );
    },
  );

  it("says the role may not make the change when row-level security refuses it, in no database words", () => {
    expect(
      failureMessage({ code: "42501", message: "new row violates row-level security policy" }),
    ).toBe("Only editors can change what the site lists.");
  });

  it("quotes any other refusal in the database's own words", () => {
    expect(failureMessage({ code: "23514", message: "new row violates check constraint" })).toBe(
      "The change was refused: new row violates check constraint",
    );
  });
});

describe("failed", () => {
  it("is a failure of kind failed with the refusal's message", () => {
    expect(failed({ message: "permission denied for table faqs" })).toEqual({
      ok: false,
      kind: "failed",
      message: "The change was refused: permission denied for table faqs",
    });
  });
});

describe("takenField", () => {
  it("names the slug field whose unique key the database refused", () => {
    expect(takenField("industries", duplicate("industries_slug_key"))).toBe("slug");
    expect(takenField("services", duplicate("services_slug_key"))).toBe("slug");
    expect(takenField("services", duplicate("services_department_id_key"))).toBe("department_id");
  });

  it("names nothing for another table's key, a key that is no field, or another refusal", () => {
    expect(takenField("services", duplicate("industries_slug_key"))).toBeUndefined();
    expect(takenField("services", duplicate("services_pkey"))).toBeUndefined();
    expect(takenField("faqs", duplicate("faqs_question_key"))).toBeUndefined();
    expect(
      takenField("services", { code: "23514", message: 'violates "services_slug_key"' }),
    ).toBeUndefined();
  });
});

describe("writeRefusal", () => {
  it("points at the field another item already uses", () => {
    const message = "Another service already uses this slug. Choose a different one.";
    expect(writeRefusal("services", duplicate("services_slug_key"))).toEqual({
      ok: false,
      kind: "invalid",
      message,
      errors: { slug: message },
    });
  });

  it("is a plain failure when no field is to blame", () => {
    expect(writeRefusal("faqs", duplicate("faqs_pkey"))).toEqual({
      ok: false,
      kind: "failed",
      message: `The change was refused: ${duplicate("faqs_pkey").message}`,
    });
  });
});

describe("refusals", () => {
  it("carries the stored version with a conflict, to save over it deliberately", () => {
    expect(conflict("2026-11-25T10:00:00+00:00")).toEqual({
      ok: false,
      kind: "conflict",
      message:
        "Someone else changed this item while you were editing it. Your changes are still in the form: keep them over theirs, or load theirs instead.",
      currentUpdatedAt: "2026-11-25T10:00:00+00:00",
    });
  });

  it("has only the keys it is given", () => {
    expect(refused("gone", "Gone.")).toStrictEqual({ ok: false, kind: "gone", message: "Gone." });
  });
});
