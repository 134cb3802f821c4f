// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { reactRootPerTest } from "#tests/support/react-root.ts";
import { FormField } from "./form-field.tsx";
import { CodeInput, loadMasking, MASK_DEFINITIONS } from "./mask-input.tsx";

const dom = reactRootPerTest();

describe("FormField", () => {
  it("ties label, hint and error to the control", async () => {
    await act(async () =>
      dom.root.render(
        <FormField label="Email" hint="We never share it." error="Email must be a valid address.">
          {(control) => <input {...control} name="email" />}
        </FormField>,
      ),
    );
    const input = dom.container.querySelector("input");
    const label = dom.container.querySelector("label");
    expect(input?.id).toBeTruthy();
    expect(label?.getAttribute("for")).toBe(input?.id);
    const described = input?.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "We never share it.",
      "✗ Email must be a valid address.",
    ]);
    expect(input?.getAttribute("aria-invalid")).toBe("true");
  });

  it("describes nothing and is valid without hint or error", async () => {
    await act(async () => dom.root.render(<FormField label="Name">{(control) => <input {...control} />}</FormField>));
    const input = dom.container.querySelector("input");
    expect(input?.hasAttribute("aria-describedby")).toBe(false);
    expect(input?.hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("mask placeholders", () => {
  it("0 is a digit, a a letter, * a letter or digit, # a checkpoint-code character", () => {
    expect("7".match(MASK_DEFINITIONS["0"])).toBeTruthy();
    expect("x".match(MASK_DEFINITIONS["0"])).toBeNull();
    expect("Q".match(MASK_DEFINITIONS.a)).toBeTruthy();
    expect("1".match(MASK_DEFINITIONS.a)).toBeNull();
    for (const ch of ["a", "Z", "5"]) expect(ch.match(MASK_DEFINITIONS["*"])).toBeTruthy();
    expect("-".match(MASK_DEFINITIONS["*"])).toBeNull();
    for (const ch of ["A", "7", "Z"]) expect(ch.match(MASK_DEFINITIONS["#"])).toBeTruthy();
    // Look-alikes are not in the code alphabet.
    for (const ch of ["0", "O", "1", "I", "L"]) expect(ch.match(MASK_DEFINITIONS["#"])).toBeNull();
  });

  it("shows a checkpoint code in its printed form", async () => {
    await act(async () => dom.root.render(<CodeInput aria-label="Code" value="GEAR2345" />));
    // The masking library loads on first use; until then the field shows the value as given.
    await act(() => loadMasking());
    await vi.waitFor(() => expect(dom.container.querySelector("input")?.value).toBe("GEAR-2345"));
  });
});
