/** @jest-environment node */
import { clientAddress, trustedProxyHops, UNKNOWN_ADDRESS } from "../client-address";

const forwardedFor = (value: string) => new Headers({ "x-forwarded-for": value });

describe("clientAddress", () => {
  it("takes the rightmost x-forwarded-for entry, the one the nearest proxy wrote", () => {
    expect(clientAddress(forwardedFor(" 10.0.0.1 , 203.0.113.5 "), {})).toBe("203.0.113.5");
    // As Next writes it for a direct connection, and as the end-to-end tests send it.
    expect(clientAddress(forwardedFor("198.18.4.7"), {})).toBe("198.18.4.7");
  });

  it("is not moved by entries a visitor forges before it", () => {
    const visitor = "203.0.113.5";
    const keys = ["", "127.0.0.1, ", "198.51.100.1, 198.51.100.2, ", "unknown, "].map((forged) =>
      clientAddress(forwardedFor(`${forged}${visitor}`), {}),
    );
    expect(new Set(keys)).toEqual(new Set([visitor]));
  });

  it("skips the entries of the trusted proxies behind the first", () => {
    // A CDN, then a load balancer that appends the CDN's address.
    const env = { TRUSTED_PROXY_HOPS: "1" };
    expect(clientAddress(forwardedFor("203.0.113.5, 192.0.2.10"), env)).toBe("203.0.113.5");
    expect(clientAddress(forwardedFor("127.0.0.1, 203.0.113.5, 192.0.2.10"), env)).toBe(
      "203.0.113.5",
    );
    // A shorter header passed fewer proxies: its leftmost entry is the nearest to the visitor.
    expect(clientAddress(forwardedFor("203.0.113.5"), env)).toBe("203.0.113.5");
  });

  it("ignores x-real-ip, which a visitor sends as easily", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.5", "x-real-ip": "10.0.0.2" });
    expect(clientAddress(headers, {})).toBe("203.0.113.5");
  });

  it("falls back to one shared constant when no address can be told", () => {
    expect(clientAddress(forwardedFor(" , "), {})).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(new Headers(), {})).toBe(UNKNOWN_ADDRESS);
  });
});

describe("trustedProxyHops", () => {
  it("is 0 unless set, and takes a whole number of hops", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " " })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " 2 " })).toBe(2);
  });

  it("says once per setting in the log that one it cannot use counts by the last entry", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const setting of ["one", "-1", "1.5", "11", "one"]) {
      expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: setting })).toBe(0);
    }
    expect(warn).toHaveBeenCalledWith(
      'TRUSTED_PROXY_HOPS is "one", not a whole number from 0 to 10: counting requests by the ' +
        "last X-Forwarded-For entry (as with 0).",
    );
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });
});
