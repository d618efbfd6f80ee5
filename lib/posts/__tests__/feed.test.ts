import { rssFeed } from "../feed";
import { summary } from "./summaries";

describe("the feed", () => {
  it("carries the newest 20 posts as RSS 2.0 items, with every text escaped", () => {
    const posts = Array.from({ length: 25 }, (_, index) => summary(index));
    posts[0] = summary(0, { title: 'Tools & <tricks> "quoted"', publishedAt: "2027-03-15" });
    const feed = rssFeed(posts);
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(
      true,
    );
    expect(feed.match(/<item>/g)).toHaveLength(20);
    expect(feed).toContain("<title>Tools &amp; &lt;tricks&gt; &quot;quoted&quot;</title>");
    expect(feed).toContain("<pubDate>Mon, 15 Mar 2027 00:00:00 GMT</pubDate>");
    expect(feed).toContain("/insights/post-0</link>");
    expect(feed).not.toContain("<tricks>");
  });
});
