/** @jest-environment node */
import { plainClient, serverForFile } from "./clients";

jest.setTimeout(30_000);

const { url } = serverForFile();
const db = () => plainClient(url());

describe("embedding through views", () => {
  it("gives a view the keys of the table columns it shows, under the view's names", async () => {
    const { data, error } = await db()
      .from("engineer_cards")
      .select("name, branches(city), badges(label)")
      .order("name");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Asha", branches: { city: "Hyderabad" }, badges: { label: "Principal" } },
      { name: "Ben", branches: { city: "San Jose" }, badges: null },
      { name: "Chitra", branches: { city: "Hyderabad" }, badges: { label: "Mentor" } },
      { name: "Dev", branches: null, badges: null },
    ]);
  });

  it("embeds a view from a table, and through a view over a view", async () => {
    const fromTable = await db()
      .from("branches")
      .select("city, engineer_cards(name)")
      .eq("id", 1)
      .order("name", { referencedTable: "engineer_cards" });
    expect(fromTable.error).toBeNull();
    expect(fromTable.data).toEqual([
      { city: "Hyderabad", engineer_cards: [{ name: "Asha" }, { name: "Chitra" }] },
    ]);
    const nested = await db().from("senior_cards").select("name, branches(city)").order("name");
    expect(nested.error).toBeNull();
    expect(nested.data).toEqual([
      { name: "Asha", branches: { city: "Hyderabad" } },
      { name: "Ben", branches: { city: "San Jose" } },
      { name: "Chitra", branches: { city: "Hyderabad" } },
    ]);
  });

  it("leaves views out when a key's column or name alone names the embed", async () => {
    // mentor_id also reaches engineer_cards (it shows engineers.id); the column names the table.
    const { data, error } = await db()
      .from("engineers")
      .select("name, mentor:mentor_id(name), lead:projects_lead_id_fkey(title)")
      .eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Ben", mentor: { name: "Asha" }, lead: [{ title: "Sensor Firmware" }] },
    ]);
  });

  it("embeds from the rows a function returns of a view", async () => {
    const { data, error } = await db()
      .rpc("cards_in", { city: "San Jose" })
      .select("name, branches(city)");
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Ben", branches: { city: "San Jose" } }]);
  });
});
