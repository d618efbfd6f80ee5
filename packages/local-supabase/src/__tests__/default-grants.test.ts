/** @jest-environment node */
import { plainClient, serverForFile } from "./clients";
import { ANON_KEY, SERVICE_ROLE_KEY } from "./harness";

const { url } = serverForFile();

/** Tables from the fixture migration 20990105000000_ungranted_notes.sql, not in the app's types. */
const notes = (table: string, key = ANON_KEY) => plainClient(url(), key).from(table);

describe("a public table created without grants", () => {
  it("is readable and writable by anon while RLS is off", async () => {
    const { error } = await notes("open_notes").insert({ body: "written by anon" });
    expect(error).toBeNull();
    const { data, error: readError } = await notes("open_notes").select("body");
    expect(readError).toBeNull();
    expect(data).toEqual([{ body: "written by anon" }]);
  });

  it("shows anon nothing once RLS is on without a policy", async () => {
    const { data, error } = await notes("sealed_notes").select("body");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const service = await notes("sealed_notes", SERVICE_ROLE_KEY).select("body");
    expect(service.data).toEqual([{ body: "read by the service role alone" }]);
  });
});
