/** @jest-environment node */
import { clientsFor } from "./clients";
import { SERVICE_ROLE_KEY, startTestServer, type TestServer } from "./harness";

/** Tables from the fixture migration 20990105000000_ungranted_notes.sql, not in the app's types. */
interface Notes {
  insert(row: { body: string }): PromiseLike<{ error: unknown }>;
  select(columns: string): PromiseLike<{ data: { body: string }[] | null; error: unknown }>;
}

let server: TestServer;
const { client, closeAll } = clientsFor(() => server.url);
const notes = (table: string, key?: string): Notes =>
  client(key).from(table as never) as unknown as Notes;

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
});

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
