/** @jest-environment node */
import { ANON_KEY, SERVICE_ROLE_KEY, startTestServer, type TestServer } from "./harness";
import { plainClient } from "./clients";

// Each test makes many requests in turn; a loaded machine must not turn that into a failure.
jest.setTimeout(30_000);

let server: TestServer;
const anon = () => plainClient(server.url);

beforeAll(async () => {
  server = await startTestServer({}, ["--api-schemas", "public,reporting"]);
}, 90_000);

afterAll(async () => {
  await server?.cleanup();
});

function names(rows: { name: string }[] | null): string[] {
  return (rows ?? []).map((row) => row.name);
}

const engineers = () => anon().from("engineers").select("name");

async function namesOf(query: PromiseLike<{ data: { name: string }[] | null }>): Promise<string[]> {
  return names((await query).data);
}

async function rest(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/rest/v1/${path}`, {
    headers: { apikey: ANON_KEY, ...headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("operators", () => {
  it("compares, matches patterns and tests null and truth", async () => {
    expect(await namesOf(engineers().gt("level", 1).order("id"))).toEqual([
      "Asha",
      "Ben",
      "Chitra",
    ]);
    expect(await namesOf(engineers().neq("name", "Asha").lte("level", 2).order("id"))).toEqual([
      "Ben",
      "Chitra",
      "Dev",
    ]);
    expect(await namesOf(engineers().like("name", "%h%").order("id"))).toEqual(["Asha", "Chitra"]);
    expect(await namesOf(engineers().ilike("name", "b*").order("id"))).toEqual(["Ben"]);
    expect(await namesOf(engineers().is("office_id", null))).toEqual(["Dev"]);
    expect(await namesOf(engineers().not("office_id", "is", null).order("id"))).toEqual([
      "Asha",
      "Ben",
      "Chitra",
    ]);
    expect(await namesOf(engineers().in("id", [2, 4]).order("id"))).toEqual(["Ben", "Dev"]);
    expect(await namesOf(engineers().match({ level: 2, office_id: 1 }))).toEqual(["Chitra"]);
    expect(await namesOf(engineers().filter("name", "match", "^[AB]").order("id"))).toEqual([
      "Asha",
      "Ben",
    ]);
    expect(await namesOf(engineers().filter("name", "imatch", "^c").order("id"))).toEqual([
      "Chitra",
    ]);
    expect(await namesOf(engineers().filter("mentor_id", "isdistinct", "1").order("id"))).toEqual([
      "Asha",
      "Dev",
    ]);
  });

  it("applies any/all to lists of patterns and values", async () => {
    expect(await namesOf(engineers().likeAnyOf("name", ["A%", "D%"]).order("id"))).toEqual([
      "Asha",
      "Dev",
    ]);
    expect(await namesOf(engineers().ilikeAllOf("name", ["%a%", "%h%"]).order("id"))).toEqual([
      "Asha",
      "Chitra",
    ]);
    expect(await namesOf(engineers().filter("level", "gt(any)", "{2,5}").order("id"))).toEqual([
      "Asha",
    ]);
    expect(await namesOf(engineers().filter("id", "eq(any)", "{1,3}").order("id"))).toEqual([
      "Asha",
      "Chitra",
    ]);
  });

  it("tests arrays, jsonb and ranges for containment, overlap and position", async () => {
    expect(await namesOf(engineers().contains("skills", ["dft"]))).toEqual(["Asha"]);
    expect(
      await namesOf(engineers().containedBy("skills", ["rust", "embedded", "c"]).order("id")),
    ).toEqual(["Ben", "Dev"]);
    expect(await namesOf(engineers().overlaps("skills", ["python", "rust"]).order("id"))).toEqual([
      "Ben",
      "Chitra",
    ]);
    expect(await namesOf(engineers().contains("profile", { remote: true }).order("id"))).toEqual([
      "Ben",
      "Chitra",
    ]);
    expect((await namesOf(engineers().rangeLt("availability", "[20,30)"))).sort()).toEqual([
      "Asha",
      "Ben",
    ]);
    expect(await namesOf(engineers().rangeGt("availability", "[20,30)"))).toEqual(["Chitra"]);
    expect((await namesOf(engineers().rangeAdjacent("availability", "[20,30)"))).sort()).toEqual([
      "Ben",
      "Chitra",
    ]);
    expect(await namesOf(engineers().rangeGte("availability", "[2,30)").order("id"))).toEqual([
      "Ben",
      "Chitra",
    ]);
    expect(await namesOf(engineers().rangeLte("availability", "[0,12)"))).toEqual(["Asha"]);
    expect(await namesOf(engineers().overlaps("availability", "[2,4)"))).toEqual(["Asha"]);
  });

  it("searches text with every full-text flavour, with and without a configuration", async () => {
    expect(await namesOf(engineers().textSearch("bio", "verification & python"))).toEqual([
      "Chitra",
    ]);
    expect(
      await namesOf(
        engineers().textSearch("bio", "sensor boards", { type: "plain", config: "english" }),
      ),
    ).toEqual(["Ben"]);
    expect(await namesOf(engineers().textSearch("bio", "large SoCs", { type: "phrase" }))).toEqual([
      "Asha",
    ]);
    expect(
      await namesOf(
        engineers().textSearch("bio", '"verification environments" -firmware', {
          type: "websearch",
        }),
      ),
    ).toEqual(["Chitra"]);
  });

  it("combines conditions with or, and, not and nested trees", async () => {
    expect(await namesOf(engineers().or("level.eq.3,name.eq.Dev").order("id"))).toEqual([
      "Asha",
      "Dev",
    ]);
    expect(
      await namesOf(engineers().or("and(level.eq.2,office_id.eq.1),name.like.B*").order("id")),
    ).toEqual(["Ben", "Chitra"]);
    expect(await namesOf(engineers().not("level", "in", "(1,2)"))).toEqual(["Asha"]);
    const negated = await rest("engineers?select=name&not.or=(level.eq.1,level.eq.3)&order=id");
    expect(JSON.parse(negated.text)).toEqual([{ name: "Ben" }, { name: "Chitra" }]);
    const quoted = await rest(
      `engineers?select=name&or=(name.eq."Asha",name.in.("Ben","x,y"))&order=id`,
    );
    expect(JSON.parse(quoted.text)).toEqual([{ name: "Asha" }, { name: "Ben" }]);
  });
});

describe("JSON paths", () => {
  it("selects, filters and orders by paths into jsonb, naming the column after the last key", async () => {
    const { data, error } = await anon()
      .from("engineers")
      .select("name, primary:profile->languages->>primary, profile->remote")
      .eq("profile->>remote", "true")
      .order("profile->languages->>primary", { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Chitra", primary: "Hindi", remote: true },
      { name: "Ben", primary: "English", remote: true },
    ]);
  });
});

describe("names PostgREST accepts", () => {
  it("reads array indexes (negative too), dashed keys and quoted column names", async () => {
    const { data, error } = await anon()
      .from("engineers")
      .select("first:profile->certs->>0, last:profile->certs->>-1, started:profile->>start-date")
      .eq("id", 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ first: "ISTQB", last: "DFT-A", started: "2019-04-01" });
    const zones = await rest(
      `branches?select=city,zone:%22time%20zone%22&%22time%20zone%22=like.America*&order=%22time%20zone%22.desc`,
    );
    expect(JSON.parse(zones.text)).toEqual([
      { city: "San Jose", zone: "America/Los_Angeles" },
      { city: "Austin", zone: "America/Chicago" },
    ]);
  });

  it("says what is missing in a malformed tree or embed", async () => {
    const unclosed = await rest("engineers?or=(name.eq.Asha");
    expect(unclosed.status).toBe(400);
    expect(JSON.parse(unclosed.text)).toMatchObject({
      code: "PGRST100",
      details: 'unexpected end of input expecting ")"',
    });
    const twoJoins = await rest("branches?select=city,engineers!inner!left(name)");
    expect(twoJoins.status).toBe(400);
    expect(JSON.parse(twoJoins.text).details).toBe('unexpected "!left"');
  });
});

describe("embedding", () => {
  it("embeds to-one as an object and to-many as an array, with aliases and nesting", async () => {
    const { data, error } = await anon()
      .from("projects")
      .select("title, office:branches(city), assignments(role, engineers(name, badges(label)))")
      .eq("id", 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: "Edge AI SoC",
      office: { city: "Hyderabad" },
      assignments: [
        { role: "lead", engineers: { name: "Asha", badges: { label: "Principal" } } },
        { role: "verification", engineers: { name: "Chitra", badges: { label: "Mentor" } } },
      ],
    });
  });

  it("embeds many-to-many through the junction table, named by its hint", async () => {
    const { data } = await anon()
      .from("engineers")
      .select("name, projects!assignments(title)")
      .eq("id", 3)
      .single();
    expect(data).toEqual({
      name: "Chitra",
      projects: [{ title: "Edge AI SoC" }, { title: "Sensor Firmware" }],
    });
  });

  it("follows a self-reference both ways: the parent by its column, the children by the table", async () => {
    const { data } = await anon()
      .from("engineers")
      .select("name, mentor:mentor_id(name), mentees:engineers!mentor_id(name)")
      .eq("id", 2)
      .single();
    expect(data).toEqual({ name: "Ben", mentor: { name: "Asha" }, mentees: [{ name: "Dev" }] });
  });

  it("answers an ambiguous embedding with 300 and the candidates, and a hint resolves it", async () => {
    const ambiguous = await rest("projects?select=title,engineers(name)");
    expect(ambiguous.status).toBe(300);
    const body = JSON.parse(ambiguous.text) as {
      code: string;
      details: { relationship: string }[];
      hint: string;
    };
    expect(body.code).toBe("PGRST201");
    expect(body.details.map((d) => d.relationship.split(" ")[0]).sort()).toEqual([
      "assignments",
      "projects_backup_lead_id_fkey",
      "projects_lead_id_fkey",
    ]);
    expect(body.hint).toContain("'engineers!projects_lead_id_fkey'");
    const { data } = await anon()
      .from("projects")
      .select(
        "title, lead:engineers!lead_id(name), backup:engineers!projects_backup_lead_id_fkey(name)",
      )
      .eq("id", 1)
      .single();
    expect(data).toEqual({
      title: "Edge AI SoC",
      lead: { name: "Asha" },
      backup: { name: "Chitra" },
    });
  });

  it("filters, orders and limits inside an embed without dropping parents, unless !inner", async () => {
    const db = anon();
    const left = await db
      .from("branches")
      .select("city, engineers(name)")
      .eq("engineers.level", 2)
      .order("name", { referencedTable: "engineers", ascending: false })
      .order("id");
    expect(left.data).toEqual([
      { city: "Hyderabad", engineers: [{ name: "Chitra" }] },
      { city: "San Jose", engineers: [{ name: "Ben" }] },
      { city: "Austin", engineers: [] },
    ]);
    const inner = await db
      .from("branches")
      .select("city, engineers!inner(name)")
      .eq("engineers.name", "Asha");
    expect(inner.data).toEqual([{ city: "Hyderabad", engineers: [{ name: "Asha" }] }]);
    const limited = await db
      .from("branches")
      .select("city, engineers(name)")
      .eq("id", 1)
      .order("id", { referencedTable: "engineers" })
      .limit(1, { referencedTable: "engineers" })
      .single();
    expect(limited.data).toEqual({ city: "Hyderabad", engineers: [{ name: "Asha" }] });
    const nonEmpty = await rest(
      "branches?select=city,engineers(id)&engineers=not.is.null&order=id",
    );
    expect(JSON.parse(nonEmpty.text).map((o: { city: string }) => o.city)).toEqual([
      "Hyderabad",
      "San Jose",
    ]);
  });

  it("spreads a to-one embed into its parent and orders parents by a to-one column", async () => {
    const { data } = await anon()
      .from("engineers")
      .select("name, ...branches(city)")
      .not("office_id", "is", null)
      .order("branches(city)", { ascending: true })
      .order("id");
    expect(data).toEqual([
      { name: "Asha", city: "Hyderabad" },
      { name: "Chitra", city: "Hyderabad" },
      { name: "Ben", city: "San Jose" },
    ]);
  });

  it("orders by a to-one embed's selected column, typed, under its alias, in embeds too", async () => {
    // PostgREST orders by the embed's lateral subquery's column: the value, not its JSON.
    const byCity = await rest(
      "engineers?select=id,branches(city)&office_id=not.is.null&order=branches(city).desc,id",
    );
    expect(JSON.parse(byCity.text)).toEqual([
      { id: 2, branches: { city: "San Jose" } },
      { id: 1, branches: { city: "Hyderabad" } },
      { id: 3, branches: { city: "Hyderabad" } },
    ]);
    // A missing embed is SQL's null, so `nullsfirst` puts it first.
    const nullsFirst = await rest(
      "engineers?select=id,office:branches(town:city)&order=office(town).nullsfirst,id",
    );
    expect(JSON.parse(nullsFirst.text).map((row: { id: number }) => row.id)).toEqual([4, 1, 3, 2]);
    const spreadOrdered = await rest(
      "projects?select=id,...engineers!lead_id(lead:name,level)&order=engineers(level).desc.nullslast",
    );
    expect(JSON.parse(spreadOrdered.text)).toEqual([
      { id: 1, lead: "Asha", level: 3 },
      { id: 2, lead: "Ben", level: 2 },
      { id: 3, lead: null, level: null },
    ]);
    const nested = await rest(
      "branches?select=id,engineers(name,badges(label))&engineers.order=badges(label).asc.nullslast,id&id=eq.1",
    );
    expect(JSON.parse(nested.text)).toEqual([
      {
        id: 1,
        engineers: [
          { name: "Chitra", badges: { label: "Mentor" } },
          { name: "Asha", badges: { label: "Principal" } },
        ],
      },
    ]);
  });

  it("answers an order by a to-one column the embed does not select with Postgres' 42703", async () => {
    // PostgREST's `ORDER BY "<parent>_<embed>_<depth>"."<column>"` names a column the lateral
    // subquery lacks; Postgres' error quotes that alias.
    const error = (column: string, hint: string | null = null) => ({
      code: "42703",
      details: null,
      hint,
      message: `column ${column} does not exist`,
    });
    const unselected = await rest("engineers?select=id,branches(city)&order=branches(id)");
    expect(unselected.status).toBe(400);
    expect(JSON.parse(unselected.text)).toEqual(error("engineers_branches_1.id"));
    const spread = await rest("engineers?select=id,...branches(city)&order=branches(id).desc");
    expect(spread.status).toBe(400);
    expect(JSON.parse(spread.text)).toEqual(error("engineers_branches_1.id"));
    // Under an alias, the column is the alias (`order=office(town)` works); its name is not.
    const aliased = await rest("engineers?select=id,office:branches(town:city)&order=office(city)");
    expect(JSON.parse(aliased.text)).toEqual(error("engineers_office_1.city"));
    const nested = await rest(
      "branches?select=id,engineers(name,badges(label))&engineers.order=badges(engineer_id)",
    );
    expect(JSON.parse(nested.text)).toEqual(error("engineers_badges_2.engineer_id"));
  });

  it("refuses embeds it cannot resolve with PostgREST's codes", async () => {
    const none = await rest("branches?select=city,badges(label)");
    expect(none.status).toBe(400);
    expect(JSON.parse(none.text).code).toBe("PGRST200");
    const notSelected = await rest("branches?select=city&engineers.name=eq.Asha");
    expect(notSelected.status).toBe(400);
    expect(JSON.parse(notSelected.text)).toMatchObject({
      code: "PGRST108",
      message: "'engineers' is not an embedded resource in this request",
    });
    const toManyOrder = await rest("branches?select=city,engineers(name)&order=engineers(name)");
    expect(toManyOrder.status).toBe(400);
    expect(JSON.parse(toManyOrder.text)).toEqual({
      code: "PGRST118",
      details: "'branches' and 'engineers' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'engineers' is not possible",
    });
    // Whether or not the to-many embed selects the column.
    const unselected = await rest("branches?select=city,staff:engineers(name)&order=staff(level)");
    expect(JSON.parse(unselected.text)).toMatchObject({
      code: "PGRST118",
      message: "A related order on 'staff' is not possible",
    });
  });
});

describe("counts and ranges", () => {
  it("counts exactly, by plan and by estimate, with Content-Range and 206 for a part", async () => {
    const db = anon();
    const exact = await db
      .from("engineers")
      .select("name", { count: "exact" })
      .order("id")
      .range(1, 2);
    expect(exact.count).toBe(4);
    expect(exact.status).toBe(206);
    expect(names(exact.data)).toEqual(["Ben", "Chitra"]);
    const head = await db
      .from("engineers")
      .select("*", { count: "exact", head: true })
      .gt("level", 1);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const planned = await db.from("engineers").select("id", { count: "planned" });
    expect(typeof planned.count).toBe("number");
    const estimated = await db.from("engineers").select("id", { count: "estimated" });
    expect(estimated.count).toBe(4);
    const all = await rest("engineers?select=id", { Prefer: "count=exact" });
    expect(all.status).toBe(200);
    expect(all.headers.get("content-range")).toBe("0-3/4");
    expect(all.headers.get("preference-applied")).toBe("count=exact");
  });

  it("answers 416 for an offset past the end, and for a backwards Range header", async () => {
    const past = await rest("engineers?select=id&offset=9", { Prefer: "count=exact" });
    expect(past.status).toBe(416);
    expect(JSON.parse(past.text)).toMatchObject({
      code: "PGRST103",
      details: "An offset of 9 was requested, but there are only 4 rows.",
    });
    const backwards = await rest("engineers?select=id", { Range: "3-1" });
    expect(backwards.status).toBe(416);
    const empty = await rest("engineers?select=id&offset=9");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("content-range")).toBe("*/*");
  });
});

describe("media types and schemas", () => {
  it("answers CSV with a header row, quoting what needs it", async () => {
    const { data, error } = await anon()
      .from("engineers")
      .select("id, name, bio")
      .in("id", [1, 4])
      .order("id")
      .csv();
    expect(error).toBeNull();
    // Values are written as Postgres writes a record: quoted when they hold spaces or delimiters.
    expect(data).toBe('id,name,bio\n1,Asha,"Leads design for test on large SoCs"\n4,Dev,');
    const quoted = await rest("branches?select=city,note:city&id=eq.2", { Accept: "text/csv" });
    expect(quoted.headers.get("content-type")).toContain("text/csv");
    expect(quoted.text).toBe('city,note\n"San Jose","San Jose"');
  });

  it("refuses a media type it cannot produce", async () => {
    const xml = await rest("branches", { Accept: "application/xml" });
    expect(xml.status).toBe(406);
    expect(JSON.parse(xml.text).code).toBe("PGRST107");
  });

  it("serves another exposed schema through Accept-Profile and names it back", async () => {
    const { data, error } = await anon()
      .schema("reporting")
      .from("hours")
      .select("engineer_id, hours")
      .order("engineer_id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { engineer_id: 1, hours: 38 },
      { engineer_id: 2, hours: 40 },
    ]);
    const named = await rest("hours?select=hours&limit=1", { "Accept-Profile": "reporting" });
    expect(named.headers.get("content-profile")).toBe("reporting");
    const defaulted = await rest("branches?select=id&limit=1");
    expect(defaulted.headers.get("content-profile")).toBe("public");
    const hidden = await rest("branches", { "Accept-Profile": "auth" });
    expect(hidden.status).toBe(406);
    expect(JSON.parse(hidden.text)).toMatchObject({
      code: "PGRST106",
      hint: "Only the following schemas are exposed: public, reporting",
    });
  });
});

describe("max rows", () => {
  let capped: TestServer;

  beforeAll(async () => {
    capped = await startTestServer({}, ["--max-rows", "2"]);
  }, 90_000);

  afterAll(async () => {
    await capped?.cleanup();
  });

  it("never returns more rows than max_rows, and says so in the range", async () => {
    const db = plainClient(capped.url, SERVICE_ROLE_KEY);
    const { data, count, status } = await db
      .from("engineers")
      .select("id", { count: "exact" })
      .order("id");
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(count).toBe(4);
    expect(status).toBe(206);
    const limited = await db.from("engineers").select("id").order("id").limit(1);
    expect(limited.data).toEqual([{ id: 1 }]);
  });
});

describe("nulls=stripped", () => {
  const stripped = "application/vnd.pgrst.array+json;nulls=stripped";

  it("leaves null fields out of arrays and single objects, embeds included, and says so", async () => {
    const list = await rest(
      "engineers?select=id,mentor_id,bio,mentees:engineers!mentor_id(name,bio)&id=in.(2,4)&order=id",
      { Accept: stripped },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toBe(
      "application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8",
    );
    expect(JSON.parse(list.text)).toEqual([
      {
        id: 2,
        mentor_id: 1,
        bio: "Writes firmware for sensor boards",
        mentees: [{ name: "Dev" }],
      },
      { id: 4, mentor_id: 2, mentees: [] },
    ]);

    const short = await rest("engineers?select=id,bio&id=eq.4", {
      Accept: "application/vnd.pgrst.array;nulls=stripped",
    });
    expect(JSON.parse(short.text)).toEqual([{ id: 4 }]);

    const one = await rest("engineers?select=id,office_id,availability&id=eq.4", {
      Accept: "application/vnd.pgrst.object+json;nulls=stripped",
    });
    expect(one.headers.get("content-type")).toBe(
      "application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8",
    );
    expect(JSON.parse(one.text)).toEqual({ id: 4 });
  });

  it("strips a write's representation too", async () => {
    const response = await fetch(`${server.url}/rest/v1/engineers?select=name,bio,mentor_id`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
        Accept: stripped,
        Prefer: "return=representation, tx=rollback",
      },
      body: JSON.stringify({ name: "Eve", bio: null }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8",
    );
    expect(await response.json()).toEqual([{ name: "Eve" }]);
  });

  it("keeps nulls without the parameter, and still refuses a plural object", async () => {
    const kept = await rest("engineers?select=id,bio&id=eq.4", {
      Accept: "application/vnd.pgrst.array+json",
    });
    expect(kept.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(JSON.parse(kept.text)).toEqual([{ id: 4, bio: null }]);

    const plural = await rest("engineers?select=id", {
      Accept: "application/vnd.pgrst.object+json;nulls=stripped",
    });
    expect(plural.status).toBe(406);
    expect(JSON.parse(plural.text)).toMatchObject({ code: "PGRST116" });
  });
});
