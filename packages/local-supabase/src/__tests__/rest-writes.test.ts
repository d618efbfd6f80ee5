/** @jest-environment node */
import { ANON_KEY } from "./harness";
import { plainClient, serverForFile } from "./clients";

// Each test makes many requests in turn; a loaded machine must not turn that into a failure.
jest.setTimeout(30_000);

const { url } = serverForFile();
const db = () => plainClient(url());

async function rest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url()}/rest/v1/${path}`, {
    method,
    headers: { apikey: ANON_KEY, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function cities(): Promise<string[]> {
  const { data } = await db().from("branches").select("city").order("id");
  return (data ?? []).map((row) => row.city as string);
}

describe("upsert", () => {
  it("merges on the primary key, or on the columns named by on_conflict", async () => {
    const merged = await db()
      .from("branches")
      .upsert([
        { id: 10, city: "Pune" },
        { id: 1, city: "Hyderabad (HITEC City)" },
      ])
      .select("id, city")
      .order("id");
    expect(merged.error).toBeNull();
    expect(merged.status).toBe(201);
    expect(merged.data).toEqual([
      { id: 10, city: "Pune" },
      { id: 1, city: "Hyderabad (HITEC City)" },
    ]);
    const ignored = await db()
      .from("branches")
      .upsert({ id: 10, city: "Not Pune" }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    // PostgREST answers 200 only for a merge that inserted nothing; an ignore is always 201.
    expect(ignored.status).toBe(201);
    const remerged = await db()
      .from("branches")
      .upsert({ id: 10, city: "Pune (Hinjewadi)" })
      .select("city");
    expect(remerged.status).toBe(200);
    expect(remerged.data).toEqual([{ city: "Pune (Hinjewadi)" }]);
    const minimal = await db().from("branches").upsert({ id: 10, city: "Pune" });
    expect(minimal.status).toBe(200);
    const byRole = await db()
      .from("assignments")
      .upsert(
        { engineer_id: 1, project_id: 1, role: "architect" },
        { onConflict: "engineer_id,project_id" },
      )
      .select("role")
      .single();
    expect(byRole.data).toEqual({ role: "architect" });
    expect(await cities()).toContain("Pune");
  });

  it("fills missing keys with column defaults when asked, with nulls otherwise", async () => {
    const withDefaults = await db()
      .from("engineers")
      .insert([{ name: "Esha", level: 4 }, { name: "Farid" }], { defaultToNull: false })
      .select("name, level, skills");
    expect(withDefaults.error).toBeNull();
    expect(withDefaults.data).toEqual([
      { name: "Esha", level: 4, skills: [] },
      { name: "Farid", level: 1, skills: [] },
    ]);
    const withNulls = await db()
      .from("engineers")
      .insert([{ name: "Gita", level: 2 }, { name: "Hari" }]);
    expect(withNulls.error).toMatchObject({ code: "23502" });
  });
});

describe("preferences", () => {
  it("rolls back on tx=rollback and still answers what would have happened", async () => {
    const answer = await rest(
      "POST",
      "branches?select=city",
      { id: 20, city: "Chennai" },
      {
        Prefer: "return=representation,tx=rollback",
      },
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual([{ city: "Chennai" }]);
    expect(answer.headers.get("preference-applied")).toBe("return=representation, tx=rollback");
    expect(await cities()).not.toContain("Chennai");
  });

  it("refuses, and rolls back, a write touching more rows than max-affected", async () => {
    const tooMany = await rest(
      "PATCH",
      "engineers?level=lt.3",
      { bio: "changed" },
      {
        Prefer: "handling=strict,max-affected=1",
      },
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text)).toMatchObject({
      code: "PGRST124",
      message: "Query result exceeds max-affected preference constraint",
    });
    const { data } = await db().from("engineers").select("id").eq("bio", "changed");
    expect(data).toEqual([]);
    const fits = await rest("DELETE", "badges?engineer_id=eq.3", undefined, {
      Prefer: "handling=strict,max-affected=1",
    });
    expect(fits.status).toBe(204);
    expect(fits.headers.get("preference-applied")).toBe("handling=strict, max-affected=1");
  });

  it("refuses unknown preferences only under handling=strict", async () => {
    const lenient = await rest(
      "PATCH",
      "branches?id=eq.2",
      { city: "San Jose" },
      { Prefer: "return=nothing" },
    );
    expect(lenient.status).toBe(204);
    const strict = await rest(
      "PATCH",
      "branches?id=eq.2",
      { city: "San Jose" },
      { Prefer: "handling=strict,return=nothing" },
    );
    expect(strict.status).toBe(400);
    expect(JSON.parse(strict.text)).toMatchObject({
      code: "PGRST122",
      details: "Invalid preferences: return=nothing",
    });
  });
});

describe("counts on writes", () => {
  it("counts inserted, updated and deleted rows in Content-Range", async () => {
    const inserted = await db()
      .from("branches")
      .insert(
        [
          { id: 30, city: "Bengaluru" },
          { id: 31, city: "Noida" },
        ],
        { count: "exact" },
      );
    expect(inserted.count).toBe(2);
    const updated = await db()
      .from("branches")
      .update({ city: "Noida (NCR)" }, { count: "exact" })
      .gte("id", 31)
      .lte("id", 31);
    expect(updated.count).toBe(1);
    const patch = await rest(
      "PATCH",
      "branches?id=in.(30,31)",
      { city: "North" },
      { Prefer: "count=exact" },
    );
    expect(patch.headers.get("content-range")).toBe("0-1/2");
    const deleted = await db().from("branches").delete({ count: "exact" }).in("id", [30, 31]);
    expect(deleted.count).toBe(2);
    const none = await rest("DELETE", "branches?id=eq.999", undefined, { Prefer: "count=exact" });
    expect(none.headers.get("content-range")).toBe("*/0");
  });

  it("returns written rows with their embeds", async () => {
    const { data, error } = await db()
      .from("projects")
      .insert({ id: 40, title: "Board Bring-up", office_id: 2, lead_id: 2 })
      .select("title, lead:engineers!lead_id(name), branches(city)")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: "Board Bring-up",
      lead: { name: "Ben" },
      branches: { city: "San Jose" },
    });
  });

  it("refuses a singular write of other than one row and keeps the data", async () => {
    const many = await db().from("engineers").update({ bio: "x" }).gt("id", 0).select().single();
    expect(many.error).toMatchObject({ code: "PGRST116" });
    const { data } = await db().from("engineers").select("id").eq("bio", "x");
    expect(data).toEqual([]);
  });

  it("updates the listed columns, with their defaults under missing=default", async () => {
    const withDefault = await rest(
      "PATCH",
      "engineers?id=eq.2&columns=level,bio",
      { bio: "Firmware lead" },
      {
        Prefer: "return=representation,missing=default",
      },
    );
    expect(withDefault.status).toBe(200);
    expect(JSON.parse(withDefault.text)).toMatchObject([{ level: 1, bio: "Firmware lead" }]);
    expect(withDefault.headers.get("preference-applied")).toBe(
      "missing=default, return=representation",
    );
    const withNull = await rest("PATCH", "engineers?id=eq.2&columns=level,bio", { bio: "x" });
    expect(withNull.status).toBe(400);
    expect(JSON.parse(withNull.text).code).toBe("23502");
  });

  it("names the table, not an internal alias, when a returned column is unknown", async () => {
    const answer = await rest("DELETE", "badges?engineer_id=eq.999&select=nope", undefined, {
      Prefer: "return=representation",
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toBe("column badges.nope does not exist");
  });

  it("still refuses unfiltered updates and deletes", async () => {
    const update = await rest("PATCH", "branches", { city: "Everywhere" });
    expect(update.status).toBe(400);
    expect(JSON.parse(update.text).code).toBe("21000");
  });
});
