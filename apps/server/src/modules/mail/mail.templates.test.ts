import { describe, expect, it } from "vitest";
import { renderMail } from "./mail.templates";

const link = "https://soracity.test/en/x?token=a&b=1";
const LINK_MAILS = [
  {
    kind: "register_confirm" as const,
    params: { name: "Ann Lee", link, hours: "24" },
    jp: { subject: "メールアドレスの確認", button: "登録を完了する", validity: "24 時間" },
    en: { subject: "Confirm your e-mail address", button: "Complete the registration", validity: "24 hours" },
  },
  {
    kind: "password_reset" as const,
    params: { name: "Ann Lee", link, minutes: "60" },
    jp: { subject: "パスワードの再設定", button: "パスワードを再設定する", validity: "60 分" },
    en: { subject: "Reset your password", button: "Reset the password", validity: "60 minutes" },
  },
];

describe("link mails (registration confirmation, password reset)", () => {
  for (const mail of LINK_MAILS) {
    for (const locale of ["jp", "en"] as const) {
      it(`${mail.kind} (${locale}): greeting, lead with the brand and validity, what if not you, the link`, () => {
        const wording = mail[locale];
        const rendered = renderMail(mail.kind, locale, "SoraCity", mail.params);
        expect(rendered.subject).toBe(`[SoraCity] ${wording.subject}`);
        const paragraphs = rendered.text.split("\n\n");
        expect(paragraphs[0]).toBe(locale === "jp" ? "Ann Lee 様" : "Dear Ann Lee,");
        expect(paragraphs[1]).toContain("SoraCity");
        expect(paragraphs[1]).toContain(wording.validity);
        expect(paragraphs[2]).toMatch(locale === "jp" ? /破棄してください/ : /ignore this mail/);
        expect(paragraphs[3]).toBe(`${wording.button}:\n${link}`);
        expect(paragraphs).toHaveLength(5); // and the footer
        expect(rendered.html).toContain(`href="${link.replace("&", "&amp;")}"`);
        expect(rendered.html).toContain(`>${wording.button}</a>`);
        expect(rendered.html).toContain(`lang="${locale === "jp" ? "ja" : "en"}"`);
      });
    }
  }
});
