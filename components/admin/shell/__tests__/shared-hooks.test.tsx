import { act, renderHook } from "@testing-library/react";
import { adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { refreshSite } from "../../site-text/refresh-site";
import { reloadOnReconnect } from "../reload-on-reconnect";
import { useExclusive } from "../use-exclusive";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn(() => Promise.resolve()) }));
const toast = showToast as jest.MockedFunction<typeof showToast>;
beforeEach(() => toast.mockClear());

describe("reloadOnReconnect", () => {
  it("reloads once per drop, when the channel is back, and passes every status on first", () => {
    const seen: string[] = [];
    const reload = jest.fn(() => seen.push("reload"));
    const handle = reloadOnReconnect(reload, (status, message) =>
      seen.push(`${status}${message ? `: ${message}` : ""}`),
    );
    handle("SUBSCRIBED");
    expect(reload).not.toHaveBeenCalled();
    handle("CHANNEL_ERROR", "socket closed");
    handle("TIMED_OUT");
    handle("SUBSCRIBED");
    handle("SUBSCRIBED");
    handle("CLOSED");
    handle("SUBSCRIBED");
    expect(seen).toEqual([
      "SUBSCRIBED",
      "CHANNEL_ERROR: socket closed",
      "TIMED_OUT",
      "SUBSCRIBED",
      "reload",
      "SUBSCRIBED",
      "CLOSED",
      "SUBSCRIBED",
      "reload",
    ]);
  });

  it("keeps a separate memory of the drop for each handler", () => {
    const first = jest.fn();
    const second = jest.fn();
    const a = reloadOnReconnect(first);
    const b = reloadOnReconnect(second);
    a("CHANNEL_ERROR");
    b("SUBSCRIBED");
    a("SUBSCRIBED");
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe("useExclusive", () => {
  it("runs one action at a time and reports busy until it settles", async () => {
    const reports: (string | null)[] = [];
    const { result } = renderHook(() => useExclusive((busy: string | null) => reports.push(busy)));
    let finish: (value: number) => void = () => undefined;
    let first: Promise<number | undefined> | undefined;
    act(() => {
      first = result.current.run("saving", () => new Promise<number>((r) => (finish = r)));
    });
    expect(result.current.running()).toBe(true);
    const second = jest.fn(async () => 2);
    let refused: number | undefined = -1;
    await act(async () => {
      refused = await result.current.run("deleting", second);
    });
    expect(refused).toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    await act(async () => finish(1));
    await expect(first).resolves.toBe(1);
    expect(result.current.running()).toBe(false);
    expect(reports).toEqual(["saving", null]);
  });

  it("is free again after an action throws, and passes the error on", async () => {
    const reports: (boolean | null)[] = [];
    const { result } = renderHook(() => useExclusive((busy: boolean | null) => reports.push(busy)));
    await act(async () => {
      await expect(
        result.current.run(true, async () => {
          throw new Error("network down");
        }),
      ).rejects.toThrow("network down");
    });
    expect(result.current.running()).toBe(false);
    let value: string | undefined;
    await act(async () => {
      value = await result.current.run(true, async () => "done");
    });
    expect(value).toBe("done");
    expect(reports).toEqual([true, null, true, null]);
  });
});

describe("refreshSite", () => {
  it("stays quiet when the pages were refreshed, or when there is nothing to call", async () => {
    await refreshSite(async () => ({ ok: true }));
    await refreshSite(undefined);
    expect(toast).not.toHaveBeenCalled();
  });

  it("says why the pages were not refreshed, whether refused or thrown", async () => {
    await refreshSite(async () => ({ ok: false, message: "Not signed in" }));
    await refreshSite(async () => {
      throw new Error("fetch failed");
    });
    expect(toast.mock.calls.map(([message]) => message)).toEqual([
      {
        title: adminText.siteText.publishFailed,
        description: "Not signed in",
        variant: "destructive",
      },
      {
        title: adminText.siteText.publishFailed,
        description: "Error: fetch failed",
        variant: "destructive",
      },
    ]);
  });
});
