import { describe, expect, it } from "vitest";
import { MailThrottle } from "./mail.throttle";

describe("MailThrottle", () => {
  it("allows max mails per key within the window, then again once the oldest left it", () => {
    let now = 0;
    const throttle = new MailThrottle(2, 1000, () => now);
    expect(throttle.take("register:a@example.jp")).toBe(true);
    now = 400;
    expect(throttle.take("register:a@example.jp")).toBe(true);
    expect(throttle.take("register:a@example.jp")).toBe(false);
    // Other keys are counted apart.
    expect(throttle.take("register:b@example.jp")).toBe(true);
    now = 1001;
    expect(throttle.take("register:a@example.jp")).toBe(true);
    expect(throttle.take("register:a@example.jp")).toBe(false);
  });
});
