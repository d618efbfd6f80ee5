/** @jest-environment jsdom */
import { appendOption, chooseRequestedDepartment } from "../requested-department";

const directory = [
  { id: "dft-services", name: "DFT", practice: "Semiconductors" },
  { id: "chiplets-7", name: "Chiplets 7", practice: "Semiconductors" },
];

/** The form's select as the server renders it: the general option, then one group per practice. */
function select(): HTMLSelectElement {
  document.body.innerHTML = `
    <select name="department">
      <option value="">General Inquiry</option>
      <optgroup label="Semiconductors"><option value="dft-services">DFT</option></optgroup>
      <optgroup label="Embedded"><option value="bare-metal">Bare-metal</option></optgroup>
    </select>`;
  return document.querySelector("select")!;
}

function visit(query: string) {
  window.history.replaceState(null, "", `/contact${query}`);
}

/** The directory's answer (jsdom has no Response). */
const answer = (body: unknown) => ({ ok: true, json: async () => body }) as Response;

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("chooseRequestedDepartment", () => {
  it("chooses a listed department without asking for the directory", async () => {
    visit("?department=bare-metal");
    const field = select();
    await chooseRequestedDepartment(field, (d) => appendOption(field, d));
    expect(field.value).toBe("bare-metal");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds one the select leaves out to its practice's group, then chooses it", async () => {
    visit("?department=chiplets-7");
    fetchMock.mockResolvedValue(answer(directory));
    const field = select();
    await chooseRequestedDepartment(field, (d) => appendOption(field, d));
    expect(fetchMock).toHaveBeenCalledWith("/contact/departments");
    expect(field.value).toBe("chiplets-7");
    expect(field.selectedOptions[0]!.textContent).toBe("Chiplets 7");
    expect((field.selectedOptions[0]!.parentElement as HTMLOptGroupElement).label).toBe(
      "Semiconductors",
    );
  });

  it("keeps the general option for a department no service has, or when the directory fails", async () => {
    visit("?department=nobody");
    fetchMock.mockResolvedValueOnce(answer(directory));
    const field = select();
    await chooseRequestedDepartment(field, (d) => appendOption(field, d));
    expect(field.value).toBe("");
    visit("?department=chiplets-7");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await chooseRequestedDepartment(field, (d) => appendOption(field, d));
    expect(field.value).toBe("");
    expect(field.options).toHaveLength(3);
  });

  it("leaves the visitor's own choice, also one made while the directory was read", async () => {
    visit("?department=chiplets-7");
    const field = select();
    fetchMock.mockImplementation(async () => {
      field.value = "bare-metal";
      return answer(directory);
    });
    await chooseRequestedDepartment(field, (d) => appendOption(field, d));
    expect(field.value).toBe("bare-metal");
    expect(field.options).toHaveLength(3);
  });
});
