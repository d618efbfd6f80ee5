import { isItemId } from "@/lib/collections/item-values";
import { newBlockId } from "../block-ids";

describe("a new block's id", () => {
  it("is a version-4 UUID, different every time, without needing a secure page", () => {
    const ids = Array.from({ length: 200 }, newBlockId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isItemId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
