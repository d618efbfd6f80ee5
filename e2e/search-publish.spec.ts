import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { testAddress } from "./editor";
import { expect, test } from "./fixtures";
import { PUBLISH_BUDGET_MS } from "./served";

/** What editors publish is found within the publish budget, and what they remove is not. */

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const stamp = Date.now().toString(36);
const slug = `quarrying-zorblat-${stamp}`;
const word = `zorblat${stamp}`;

test.afterAll(async ({ request }) => {
  await request.delete(`${e2eSupabase.url}/rest/v1/posts`, {
    params: { slug: `eq.${slug}` },
    headers: secret,
  });
});

test("a post published during the test is found by its body's words within 5 s, and not once removed", async ({
  request,
}) => {
  const created = await request.post(`${e2eSupabase.url}/rest/v1/posts`, {
    headers: secret,
    data: {
      slug,
      title: `Bringing up the ${word} controller`,
      summary: "A short case.",
      kind: "news",
      body: {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: `The ${word} line is live.` }] },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  // Each poll from an address of its own: the limit on one address's searches stays out of it.
  const found = async () =>
    (
      await (
        await request.get(`/search?q=${word}`, { headers: { "x-forwarded-for": testAddress() } })
      ).text()
    ).includes(`/insights/${slug}`);
  await expect.poll(found, { timeout: PUBLISH_BUDGET_MS, intervals: [100] }).toBe(true);

  await request.delete(`${e2eSupabase.url}/rest/v1/posts`, {
    params: { slug: `eq.${slug}` },
    headers: secret,
  });
  await expect.poll(found, { timeout: PUBLISH_BUDGET_MS, intervals: [100] }).toBe(false);
});
