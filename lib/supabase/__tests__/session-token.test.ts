import { type SessionToken, sessionToken, tokenKeeper } from "../session-token";

const now = () => Math.floor(Date.now() / 1000);
const token = (accessToken: string, secondsLeft: number): SessionToken => ({
  accessToken,
  expiresAt: now() + secondsLeft,
});

describe("tokenKeeper", () => {
  it("hands out the token it has while it has more than a minute left", async () => {
    const renew = jest.fn(async () => token("renewed", 3600));
    const accessToken = tokenKeeper({ token: token("first", 3600), renew });
    await expect(accessToken()).resolves.toBe("first");
    await expect(accessToken()).resolves.toBe("first");
    expect(renew).not.toHaveBeenCalled();
  });

  it("renews once for callers that ask together when the token is about to expire", async () => {
    let finish: (value: SessionToken) => void = () => {};
    const renew = jest.fn(() => new Promise<SessionToken>((resolve) => (finish = resolve)));
    const accessToken = tokenKeeper({ token: token("old", 30), renew });
    const both = Promise.all([accessToken(), accessToken()]);
    finish(token("new", 3600));
    await expect(both).resolves.toEqual(["new", "new"]);
    expect(renew).toHaveBeenCalledTimes(1);
    await expect(accessToken()).resolves.toBe("new");
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("keeps the old token when renewal fails, and tries again on the next call", async () => {
    const renew = jest
      .fn<Promise<SessionToken | null>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(token("new", 3600));
    const accessToken = tokenKeeper({ token: token("old", 30), renew });
    await expect(accessToken()).resolves.toBe("old");
    await expect(accessToken()).resolves.toBe("new");
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it("gives null once the server says the session has ended", async () => {
    const accessToken = tokenKeeper({ token: token("old", 10), renew: async () => null });
    await expect(accessToken()).resolves.toBeNull();
  });
});

describe("sessionToken", () => {
  it("takes the JWT and its expiry from an auth session", () => {
    expect(sessionToken({ access_token: "jwt", expires_at: 1_900_000_000 })).toEqual({
      accessToken: "jwt",
      expiresAt: 1_900_000_000,
    });
  });

  it("is null without a session or an expiry", () => {
    expect(sessionToken(null)).toBeNull();
    expect(sessionToken({ access_token: "jwt" })).toBeNull();
  });
});
