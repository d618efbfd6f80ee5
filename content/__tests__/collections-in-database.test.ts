/**
 * @jest-environment node
 *
 * The collection tables start with the content the site ships in content/, so a fresh project,
 * a hosted one and a build without a database all show the same site. Runs the migrations on
 * the local Supabase and reads every collection through the Data API, as a visitor would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { companyValues, leaders, milestones } from "../about";
import { company, offices } from "../company";
import { departmentContacts, faqs, officeHours } from "../contact";
import { serviceCards } from "../home";
import { industries } from "../industries";
import { services } from "@/lib/services/catalogue";
import { industryFromRow } from "@/lib/collections/industries";
import { serviceFromRow } from "@/lib/collections/services";
import type { Database } from "@/lib/supabase/database.types";
import { LOCAL_SUPABASE_ANON_KEY } from "@/lib/supabase/env";

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "node_modules/local-supabase/bin/local-supabase.mjs");

let backend: ChildProcess | undefined;
let dataDir: string;
let supabase: SupabaseClient<Database>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "collections-"));
  const child = spawn(
    process.execPath,
    [BIN, "start", "--port", String(port), "--data-dir", dataDir, "--quiet"],
    { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
  );
  backend = child;
  await new Promise<void>((resolve, reject) => {
    let log = "";
    const collect = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Local Supabase ready at")) resolve();
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => reject(new Error(`local-supabase exited with ${code}:\n${log}`)));
  });
  supabase = createClient<Database>(`http://127.0.0.1:${port}`, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}, 90_000);

afterAll(() => {
  backend?.removeAllListeners("exit");
  backend?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

type CollectionTable = Exclude<
  keyof Database["public"]["Tables"],
  "collection_history" | `website_content${string}`
>;

/** A collection's rows in the order the site lists them, as anyone may read them. */
async function rows<T extends CollectionTable>(table: T) {
  const { data, error } = await supabase.from(table).select().order("sort_order").order("id");
  if (error || !data) throw new Error(`${table}: ${error?.message ?? "no rows"}`);
  return data;
}

it("has the 28 services, read back exactly as content/services has them", async () => {
  const stored = await rows("services");
  expect(stored.map((row) => serviceFromRow(row, new Map()))).toEqual(
    services.map((service, index) => ({ ...service, id: stored[index]!.id })),
  );
});

it("has the 6 industries, read back exactly as content/industries has them", async () => {
  const stored = await rows("industries");
  expect(stored.map((row) => industryFromRow(row, new Map()))).toEqual(
    industries.map((industry, index) => ({ ...industry, id: stored[index]!.id })),
  );
});

it("has the leaders, values and milestones of the about page", async () => {
  expect(
    (await rows("leaders")).map((row) => ({
      name: row.name,
      position: row.position,
      experience: row.experience,
      image: row.portrait,
      imageAlt: row.portrait_alt,
    })),
  ).toEqual(leaders);
  expect(
    (await rows("company_values")).map(({ icon, title, description }) => ({
      icon,
      title,
      description,
    })),
  ).toEqual(companyValues);
  expect(
    (await rows("milestones")).map((row) => ({
      year: String(row.year),
      title: row.title,
      description: row.description,
    })),
  ).toEqual(milestones);
});

it("has the home page's service cards", async () => {
  expect(
    (await rows("home_service_cards")).map(({ icon, title, description, gradient }) => ({
      icon,
      title,
      description,
      gradient,
    })),
  ).toEqual(serviceCards);
});

it("has the contact page's questions, hours and department contacts", async () => {
  expect((await rows("faqs")).map(({ question, answer }) => ({ question, answer }))).toEqual(faqs);
  expect((await rows("office_hours")).map(({ day, hours }) => ({ day, hours }))).toEqual(
    officeHours,
  );
  expect((await rows("department_contacts")).map(({ name, email }) => ({ name, email }))).toEqual(
    departmentContacts,
  );
});

it("has the one office, with the company's address and contact details", async () => {
  const [office, ...others] = await rows("offices");
  expect(others).toEqual([]);
  expect(office).toMatchObject({
    name: offices[0]!.name,
    street: company.address.street,
    city: company.address.city,
    region: company.address.region,
    postal_code: company.address.postalCode,
    country: company.address.country,
    country_code: company.address.countryCode,
    phone: company.phone,
    email: company.emails.info,
  });
});
