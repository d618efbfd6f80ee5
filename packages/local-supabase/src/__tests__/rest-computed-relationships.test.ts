/** @jest-environment node */
import path from "node:path";
import { ANON_KEY } from "./harness";
import { plainClient, serverForFile } from "./clients";

jest.setTimeout(30_000);

const COMPUTED_RELATIONSHIPS = path.join(__dirname, "fixtures", "computed-relationships");

const { url } = serverForFile({}, ["--extra-migrations", COMPUTED_RELATIONSHIPS]);
const db = () => plainClient(url());

async function get(resource: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url()}/rest/v1/${resource}`, {
    headers: { apikey: ANON_KEY, ...headers },
  });
  return {
    status: response.status,
    range: response.headers.get("content-range"),
    body: (await response.json()) as unknown,
  };
}

/** PostgREST's answer when no relationship between the two is in the schema cache. */
const noRelationship = (origin: string, target: string) => ({
  code: "PGRST200",
  details: `Searched for a foreign key relationship between '${origin}' and '${target}' in the schema 'public', but no matches were found.`,
  hint: null,
  message: `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
});

describe("computed relationships: functions of a row, embedded under their name", () => {
  it("embeds a to-one function, SETOF with ROWS 1 or not SETOF, as an object", async () => {
    const { data, error } = await db()
      .from("games")
      .select("title, maker(name), home(name, city)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Tide Runner", maker: { name: "Moonlit" }, home: { name: "Moonlit", city: "Oslo" } },
      {
        title: "Tide Runner II",
        maker: { name: "Moonlit" },
        home: { name: "Moonlit", city: "Oslo" },
      },
      {
        title: "Ember Road",
        maker: { name: "Brightforge" },
        home: { name: "Brightforge", city: "Kyoto" },
      },
      {
        title: "Paper Lanterns",
        maker: { name: "Brightforge" },
        home: { name: "Brightforge", city: "Kyoto" },
      },
      {
        title: "Night Garden",
        maker: { name: "Moonlit" },
        home: { name: "Moonlit", city: "Oslo" },
      },
    ]);
  });

  it("embeds a to-many function as an array, ordered and limited inside the embed", async () => {
    const { data, error } = await db()
      .from("studios")
      .select("name, games:catalog(title)")
      .order("id")
      .order("year", { referencedTable: "games", ascending: false })
      .limit(2, { referencedTable: "games" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Moonlit", games: [{ title: "Night Garden" }, { title: "Tide Runner II" }] },
      { name: "Brightforge", games: [{ title: "Paper Lanterns" }, { title: "Ember Road" }] },
      { name: "Quiet Owl", games: [] },
    ]);
  });

  it("embeds from a view's rows and to a view's rows, overloads told apart by the origin", async () => {
    const fromView = await db().from("modern_games").select("title, maker(name)").order("id");
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual([
      { title: "Tide Runner II", maker: { name: "Moonlit" } },
      { title: "Ember Road", maker: { name: "Brightforge" } },
      { title: "Paper Lanterns", maker: { name: "Brightforge" } },
      { title: "Night Garden", maker: { name: "Moonlit" } },
    ]);
    const toView = await db()
      .from("studios")
      .select("name, modern_catalog(title)")
      .eq("id", 1)
      .order("year", { referencedTable: "modern_catalog" });
    expect(toView.error).toBeNull();
    expect(toView.data).toEqual([
      { name: "Moonlit", modern_catalog: [{ title: "Tide Runner II" }, { title: "Night Garden" }] },
    ]);
  });

  it("keeps only the rows whose !inner embed matches its filter, and counts them", async () => {
    expect(
      await get("studios?select=name,catalog!inner(title)&catalog.title=eq.Ember%20Road", {
        Prefer: "count=exact",
      }),
    ).toEqual({
      status: 200,
      range: "0-0/1",
      body: [{ name: "Brightforge", catalog: [{ title: "Ember Road" }] }],
    });
    const toOne = await db()
      .from("games")
      .select("title, maker!inner(name)", { count: "exact" })
      .eq("maker.name", "Brightforge")
      .order("id");
    expect(toOne.error).toBeNull();
    expect(toOne.count).toBe(2);
    expect(toOne.data).toEqual([
      { title: "Ember Road", maker: { name: "Brightforge" } },
      { title: "Paper Lanterns", maker: { name: "Brightforge" } },
    ]);
    const notSetof = await db()
      .from("games")
      .select("title, home!inner(city)")
      .eq("home.city", "Oslo")
      .order("id");
    expect(notSetof.error).toBeNull();
    expect(notSetof.data?.map((row) => row.title)).toEqual([
      "Tide Runner",
      "Tide Runner II",
      "Night Garden",
    ]);
  });

  it("spreads a to-one function, and orders its parent by one of its columns", async () => {
    const { data, error } = await db()
      .from("games")
      .select("title, ...maker(studio:name, city)")
      .eq("id", 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: "Ember Road", studio: "Brightforge", city: "Kyoto" }]);
    const ordered = await get("games?select=title,maker(name)&order=maker(name).asc,id.desc");
    expect(ordered.status).toBe(200);
    expect(ordered.body).toEqual([
      { title: "Paper Lanterns", maker: { name: "Brightforge" } },
      { title: "Ember Road", maker: { name: "Brightforge" } },
      { title: "Night Garden", maker: { name: "Moonlit" } },
      { title: "Tide Runner II", maker: { name: "Moonlit" } },
      { title: "Tide Runner", maker: { name: "Moonlit" } },
    ]);
  });

  it("nests functions and keys at any depth, a function of a table's row returning that table", async () => {
    const { data, error } = await db()
      .from("studios")
      .select("name, catalog(title, maker(city), same_maker(title)), games(title)")
      .eq("id", 2)
      .order("id", { referencedTable: "catalog" })
      .order("id", { referencedTable: "games" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Brightforge",
        catalog: [
          {
            title: "Ember Road",
            maker: { city: "Kyoto" },
            same_maker: [{ title: "Paper Lanterns" }],
          },
          {
            title: "Paper Lanterns",
            maker: { city: "Kyoto" },
            same_maker: [{ title: "Ember Road" }],
          },
        ],
        games: [{ title: "Ember Road" }, { title: "Paper Lanterns" }],
      },
    ]);
  });

  it("replaces the relationship of a foreign key to the table the function is named after", async () => {
    // games.studio_id is a key to studios, but the function studios(games) gives the publisher.
    const { data, error } = await db().from("games").select("title, studios(name)").order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Tide Runner", studios: { name: "Quiet Owl" } },
      { title: "Tide Runner II", studios: { name: "Quiet Owl" } },
      { title: "Ember Road", studios: { name: "Brightforge" } },
      { title: "Paper Lanterns", studios: { name: "Moonlit" } },
      { title: "Night Garden", studios: null },
    ]);
    // A hint does not reach the key again, and its column no longer names it.
    const hinted = await db()
      .from("games")
      .select("title, studios!games_studio_id_fkey(name)")
      .eq("id", 4);
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual([{ title: "Paper Lanterns", studios: { name: "Moonlit" } }]);
    expect(await get("games?select=title,studio_id(name)")).toEqual({
      status: 400,
      range: null,
      body: noRelationship("games", "studio_id"),
    });
    // The other direction of the key is untouched.
    const reverse = await db()
      .from("studios")
      .select("name, games(title)")
      .eq("id", 1)
      .order("id", { referencedTable: "games" });
    expect(reverse.error).toBeNull();
    expect(reverse.data).toEqual([
      {
        name: "Moonlit",
        games: [{ title: "Tide Runner" }, { title: "Tide Runner II" }, { title: "Night Garden" }],
      },
    ]);
  });

  it("is not a relationship with two parameters, a scalar result or another origin", async () => {
    expect(await get("games?select=title,maker_in(name)")).toEqual({
      status: 400,
      range: null,
      body: noRelationship("games", "maker_in"),
    });
    expect(await get("games?select=title,shouted(*)")).toEqual({
      status: 400,
      range: null,
      body: noRelationship("games", "shouted"),
    });
    const { error, status } = await db().from("studios").select("name, maker(name)");
    expect(status).toBe(400);
    expect(error).toMatchObject(noRelationship("studios", "maker"));
  });

  it("refuses to order a parent by a to-many function's column", async () => {
    expect(await get("studios?select=name,catalog(title)&order=catalog(title)")).toEqual({
      status: 400,
      range: null,
      body: {
        code: "PGRST118",
        details: "'studios' and 'catalog' do not form a many-to-one or one-to-one relationship",
        hint: null,
        message: "A related order on 'catalog' is not possible",
      },
    });
  });

  it("embeds from a function's rows and from written rows", async () => {
    const called = await db()
      .rpc("games_since", { since: 2015 })
      .select("title, maker(name)")
      .order("id");
    expect(called.error).toBeNull();
    expect(called.data).toEqual([
      { title: "Paper Lanterns", maker: { name: "Brightforge" } },
      { title: "Night Garden", maker: { name: "Moonlit" } },
    ]);
    const inserted = await db()
      .from("games")
      .insert({ id: 6, title: "Glass Harbor", year: 2024, studio_id: 3, publisher_id: 2 })
      .select("title, maker(name), studios(name), same_maker(title)");
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([
      {
        title: "Glass Harbor",
        maker: { name: "Quiet Owl" },
        studios: { name: "Brightforge" },
        same_maker: [],
      },
    ]);
    const deleted = await db().from("games").delete().eq("id", 6).select("title, home(name)");
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ title: "Glass Harbor", home: { name: "Quiet Owl" } }]);
  });
});
