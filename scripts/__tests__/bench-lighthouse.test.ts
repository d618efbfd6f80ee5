/**
 * @jest-environment node
 */
import { runOrder } from "../bench/lighthouse";

describe("the order of the bench's Lighthouse runs", () => {
  const pages = ["/", "/about", "/contact"];
  const order = runOrder(pages, 5);

  it("runs every page the given number of times, each run once", () => {
    expect(order).toHaveLength(15);
    for (const page of pages) {
      expect(order.filter((entry) => entry.path === page).map((entry) => entry.run)).toEqual([
        0, 1, 2, 3, 4,
      ]);
    }
  });

  it("takes the pages in turn, so no page has two runs back to back", () => {
    expect(order.slice(0, 4)).toEqual([
      { path: "/", run: 0 },
      { path: "/about", run: 0 },
      { path: "/contact", run: 0 },
      { path: "/", run: 1 },
    ]);
    order.slice(1).forEach((entry, i) => expect(entry.path).not.toBe(order[i]!.path));
  });
});
