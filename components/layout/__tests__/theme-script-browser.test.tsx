import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { ThemeScript } from "../theme-script.client";

describe("ThemeScript in the browser", () => {
  it("hydrates over the script the server sent, leaving it as sent and quiet", async () => {
    const errors = jest.spyOn(console, "error");
    const head = document.createElement("div");
    head.innerHTML = '<script nonce="n0nce">document.documentElement.className = "dark"</script>';
    document.body.append(head);
    const sent = head.querySelector("script");
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(head, <ThemeScript />, { onRecoverableError: recoverable });
    });
    expect(head.querySelector("script")).toBe(sent);
    expect(sent?.textContent).toBe('document.documentElement.className = "dark"');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    head.remove();
  });
});
