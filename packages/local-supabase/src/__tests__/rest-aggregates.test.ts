/** @jest-environment node */
import path from "node:path";
import { ANON_KEY, startTestServer, type TestServer } from "./harness";
import { plainClient } from "./clients";

jest.setTimeout(30_000);

const AGGREGATES_ENABLED = path.join(__dirname, "fixtures", "aggregates-enabled");

let enabled: TestServer;
let disabled: TestServer;

beforeAll(async () => {
  [enabled, disabled] = await Promise.all([
    startTestServer({}, ["--extra-migrations", AGGREGATES_ENABLED]),
    startTestServer(),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([enabled?.cleanup(), disabled?.cleanup()]);
});

async function get(server: TestServer, resource: string) {
  const response = await fetch(`${server.url}/rest/v1/${resource}`, {
    headers: { apikey: ANON_KEY },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const read = (resource: string) => get(enabled, resource);

/** Postgres' answer to a selected column that is neither grouped by nor aggregated. */
const notGroupedBy = (column: string) => ({
  status: 400,
  body: {
    code: "42803",
    details: null,
    hint: null,
    message: `column "${column}" must appear in the GROUP BY clause or be used in an aggregate function`,
  },
});

describe("aggregate functions, with pgrst.db_aggregates_enabled on the authenticator role", () => {
  it("counts rows and aggregates a column, keyed by the function's name or the alias", async () => {
    expect(await read("projects?select=count()")).toEqual({ status: 200, body: [{ count: 3 }] });
    expect(await read("projects?select=total:budget.sum(),budget.max()")).toEqual({
      status: 200,
      body: [{ total: 165000, max: 120000 }],
    });
    const { data, error } = await plainClient(enabled.url)
      .from("engineers")
      .select("office_id, count(), level.sum(), level.avg(), level.max(), level.min()")
      .order("office_id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { office_id: 1, count: 2, sum: 5, avg: 2.5, max: 3, min: 2 },
      { office_id: 2, count: 1, sum: 2, avg: 2, max: 2, min: 2 },
      { office_id: null, count: 1, sum: 1, avg: 1, max: 1, min: 1 },
    ]);
  });

  it("counts the rows read, not the groups, when a count is asked for", async () => {
    const response = await fetch(
      `${enabled.url}/rest/v1/engineers?select=office_id,count()&order=office_id`,
      { headers: { apikey: ANON_KEY, Prefer: "count=exact" } },
    );
    // Three groups of the four engineers: PostgREST counts what its filters match.
    expect(((await response.json()) as unknown[]).length).toBe(3);
    expect(response.headers.get("content-range")).toBe("0-2/4");
  });

  it("groups by every selected column that is not aggregated, aliased or not", async () => {
    expect(
      await read("assignments?select=project:project_id,role.count()&order=project_id"),
    ).toEqual({
      status: 200,
      body: [
        { project: 1, count: 2 },
        { project: 2, count: 2 },
      ],
    });
  });

  it("casts the input and the result, and aggregates JSON paths", async () => {
    expect(await read("engineers?select=level::text.max(),level.sum()::text")).toEqual({
      status: 200,
      body: [{ max: "3", sum: "8" }],
    });
    expect(await read("engineers?select=n:count()::text")).toEqual({
      status: 200,
      body: [{ n: "4" }],
    });
    expect(await read("engineers?select=profile->languages->>primary.count()")).toEqual({
      status: 200,
      body: [{ count: 3 }],
    });
    const { body } = await read("engineers?select=remote:profile->remote,count()");
    expect(body).toHaveLength(3);
    expect(body).toEqual(
      expect.arrayContaining([
        { remote: false, count: 1 },
        { remote: true, count: 2 },
        { remote: null, count: 1 },
      ]),
    );
  });

  it("aggregates inside embedded resources, per parent row", async () => {
    const { data } = await plainClient(enabled.url)
      .from("branches")
      .select("city, engineers(level.sum(), n:count())")
      .order("id");
    expect(data).toEqual([
      { city: "Hyderabad", engineers: [{ sum: 5, n: 2 }] },
      { city: "San Jose", engineers: [{ sum: 2, n: 1 }] },
      { city: "Austin", engineers: [{ sum: null, n: 0 }] },
    ]);
  });

  it("groups by embedded resources", async () => {
    const { status, body } = await read("engineers?select=branches(city),count()");
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body).toEqual(
      expect.arrayContaining([
        { branches: null, count: 1 },
        { branches: { city: "Hyderabad" }, count: 2 },
        { branches: { city: "San Jose" }, count: 1 },
      ]),
    );
  });

  it("refuses to order groups by an embed's column, which PostgREST does not group by", async () => {
    // PostgREST groups by the embed's JSON and orders by its lateral subquery's column.
    expect(
      await read("engineers?select=branches(city),count()&order=branches(city).nullsfirst"),
    ).toEqual(notGroupedBy("engineers_branches_1.city"));
  });

  it("applies a to-one spread's aggregates over the rows of the level it is spread into", async () => {
    expect(await read("assignments?select=role,...projects(budget.sum())&order=role")).toEqual({
      status: 200,
      body: [
        { role: "lead", sum: 165000 },
        { role: "review", sum: 45000 },
        { role: "verification", sum: 120000 },
      ],
    });
    expect(
      await read("assignments?select=...engineers(name,roles:count())&order=engineers(name)"),
    ).toEqual({
      status: 200,
      body: [
        { name: "Asha", roles: 1 },
        { name: "Ben", roles: 1 },
        { name: "Chitra", roles: 2 },
      ],
    });
  });

  it("hoists through nested to-one spreads, and groups by every column a `*` stands for", async () => {
    const { body } = await read("assignments?select=...projects(...branches(city,n:count()))");
    expect(body).toHaveLength(2);
    expect(body).toEqual(
      expect.arrayContaining([
        { city: "Hyderabad", n: 2 },
        { city: "San Jose", n: 2 },
      ]),
    );
    expect(await read("branches?select=*,projects(count())&id=lt.3&order=id")).toEqual({
      status: 200,
      body: [
        { id: 1, city: "Hyderabad", "time zone": "Asia/Kolkata", projects: [{ count: 1 }] },
        { id: 2, city: "San Jose", "time zone": "America/Los_Angeles", projects: [{ count: 1 }] },
      ],
    });
    expect(await read("projects?select=*,count()&id=eq.3")).toEqual({
      status: 200,
      body: [
        {
          id: 3,
          title: "Test Rig",
          office_id: 3,
          lead_id: null,
          backup_lead_id: null,
          budget: 0,
          count: 1,
        },
      ],
    });
  });

  it("aggregates a function's rows", async () => {
    expect(await read("rpc/engineers_in?city=Hyderabad&select=level.sum()")).toEqual({
      status: 200,
      body: [{ sum: 5 }],
    });
  });

  it("groups a RETURNS TABLE function's rows by the selected columns, by name", async () => {
    expect(await read("rpc/engineer_levels?select=level,count()&order=level")).toEqual({
      status: 200,
      body: [
        { level: 1, count: 1 },
        { level: 2, count: 2 },
        { level: 3, count: 1 },
      ],
    });
    expect(
      await read(
        "rpc/engineer_levels?select=n:count(),office:office_id,level.sum()&order=office_id",
      ),
    ).toEqual({
      status: 200,
      body: [
        { n: 2, office: 1, sum: 5 },
        { n: 1, office: 2, sum: 2 },
        { n: 1, office: null, sum: 1 },
      ],
    });
    expect(
      await read("rpc/engineer_levels?select=level::text,count()&level=gt.1&order=level"),
    ).toEqual({
      status: 200,
      body: [
        { level: "2", count: 2 },
        { level: "3", count: 1 },
      ],
    });
  });

  it("groups a SETOF table function's `*` by the table's columns, as PostgREST expands it", async () => {
    expect(await read("rpc/engineers_in?city=San Jose&select=*,count()")).toEqual({
      status: 200,
      body: [
        {
          id: 2,
          name: "Ben",
          office_id: 2,
          mentor_id: 1,
          skills: ["rust", "embedded"],
          profile: { languages: { primary: "English" }, remote: true },
          availability: "[5,20)",
          bio: "Writes firmware for sensor boards",
          level: 2,
          created_at: expect.any(String),
          count: 1,
        },
      ],
    });
    expect(
      await read("rpc/engineers_in?city=Hyderabad&select=office_id,count(),level.max()"),
    ).toEqual({ status: 200, body: [{ office_id: 1, count: 2, max: 3 }] });
  });

  it("answers `*` beside an aggregate on a RETURNS TABLE function with Postgres' 42803", async () => {
    // PostgREST knows no columns for such a function, so it groups by `"engineer_levels".*`.
    expect(await read("rpc/engineer_levels?select=*,count()")).toEqual(
      notGroupedBy("engineer_levels.office_id"),
    );
  });

  it("answers a column that does not exist with Postgres' error", async () => {
    expect(await read("engineers?select=alias:missing.count()")).toEqual({
      status: 400,
      body: {
        code: "42703",
        details: null,
        hint: null,
        message: "column engineers.missing does not exist",
      },
    });
  });

  it("refuses aggregates in a to-many spread, as PostgREST has none there", async () => {
    expect(await read("branches?select=id,...engineers(level.sum())")).toEqual({
      status: 400,
      body: {
        code: "PGRST127",
        details: "Aggregates are not implemented for one-to-many or many-to-many spreads.",
        hint: null,
        message: "Feature not implemented",
      },
    });
  });
});

describe("aggregate functions, without the setting", () => {
  const refused = {
    status: 400,
    body: {
      code: "PGRST123",
      details: null,
      hint: null,
      message: "Use of aggregate functions is not allowed",
    },
  };

  it("refuses them at any depth", async () => {
    expect(await get(disabled, "projects?select=budget.sum()")).toEqual(refused);
    expect(await get(disabled, "branches?select=city,projects(count())")).toEqual(refused);
  });

  it("still reads `count` as a column, which Postgres takes as count(row)", async () => {
    expect(await get(disabled, "branches?select=id,engineers(count)&order=id")).toEqual({
      status: 200,
      body: [
        { id: 1, engineers: [{ count: 2 }] },
        { id: 2, engineers: [{ count: 1 }] },
        { id: 3, engineers: [{ count: 0 }] },
      ],
    });
  });
});

describe("spreads of to-many relations", () => {
  it("give each spread column as an array", async () => {
    const { data, error } = await plainClient(disabled.url)
      .from("branches")
      .select("branch:id, ...engineers(name, level)")
      .order("id")
      .order("id", { referencedTable: "engineers" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { branch: 1, name: ["Asha", "Chitra"], level: [3, 2] },
      { branch: 2, name: ["Ben"], level: [2] },
      { branch: 3, name: [], level: [] },
    ]);
  });

  it("spread many-to-many relations and nested to-one spreads too", async () => {
    expect(
      await get(
        disabled,
        "projects?select=title,...engineers!assignments(name,...branches(city))&engineers.order=name.desc&order=id&limit=2",
      ),
    ).toEqual({
      status: 200,
      body: [
        { title: "Edge AI SoC", name: ["Chitra", "Asha"], city: ["Hyderabad", "Hyderabad"] },
        { title: "Sensor Firmware", name: ["Chitra", "Ben"], city: ["Hyderabad", "San Jose"] },
      ],
    });
  });
});
