import { toCsv } from "../csv";

describe("CSV of the Inbox", () => {
  it("starts with a byte-order mark, quotes what needs quoting and doubles quotes, line by line", () => {
    expect(
      toCsv(
        ["name", "message"],
        [
          ["Ana", 'Hello, "team"\nSecond line'],
          ["Bo", null],
        ],
      ),
    ).toBe('\uFEFFname,message\r\nAna,"Hello, ""team""\nSecond line"\r\nBo,\r\n');
  });

  it("keeps a spreadsheet from running what a visitor typed as a formula", () => {
    expect(toCsv(["subject"], [['=HYPERLINK("x")'], ["+1"], ["-2"], ["@cmd"], ["plain"]])).toBe(
      '\uFEFFsubject\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@cmd\r\nplain\r\n',
    );
  });
});
