/** @jest-environment node */
import { clientAddress, UNKNOWN_ADDRESS } from "../client-address";

describe("clientAddress", () => {
  it("takes the first x-forwarded-for entry, which the nearest proxy reports as the client", () => {
    const headers = new Headers({
      "x-forwarded-for": " 203.0.113.5 , 10.0.0.1",
      "x-real-ip": "10.0.0.2",
    });
    expect(clientAddress(headers)).toBe("203.0.113.5");
  });

  it("falls back to x-real-ip, then to one shared constant", () => {
    expect(clientAddress(new Headers({ "x-real-ip": "203.0.113.6" }))).toBe("203.0.113.6");
    expect(clientAddress(new Headers({ "x-forwarded-for": " , " }))).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(new Headers())).toBe(UNKNOWN_ADDRESS);
  });
});
