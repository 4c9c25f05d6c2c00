import type { Locale } from "@soracity/contracts";

/** The mails the app sends, and what each one is filled with. */
export interface MailParams {
  /** A new address: the link that creates the account. */
  register_confirm: { name: string; link: string; hours: string };
  /** A taken address was used to register: its owner is told, with ways back into the account. */
  register_taken: { name: string; login: string; forgot: string };
  password_reset: { name: string; link: string; minutes: string };
  analysis_done: { name: string; case: string; link: string };
  analysis_error: { name: string; case: string; reason: string; link: string };
  contact_inquiry: {
    name: string;
    email: string;
    company: string;
    department: string;
    address: string;
    phone: string;
    inquiry: string;
  };
}
export type MailKind = keyof MailParams;

/** A mail's wording: a subject, paragraphs (`{name}` filled in), and the button/link shown under them. */
interface Template {
  subject: string;
  paragraphs: readonly string[];
  /** The param holding the URL of the main link, and its label. */
  action?: { param: string; label: string };
}

/** The first line of a mail to a person. */
const GREETING: Record<Locale, string> = { jp: "{name} 様", en: "Dear {name}," };

/** The wording of a link mail: what the link does (and how long it works), what to do if it was not them. */
interface LinkMailWording {
  subject: string;
  lead: string;
  ifNotYou: string;
  /** The label of the link's button. */
  button: string;
}

/**
 * A mail whose point is one link the recipient opens (registration confirmation, password reset), in one shape
 * in both languages: greeting, the lead, what to do if it was not them, then the `link` param as the button.
 */
function linkMail(locale: Locale, wording: LinkMailWording): Template {
  return {
    subject: wording.subject,
    paragraphs: [GREETING[locale], wording.lead, wording.ifNotYou],
    action: { param: "link", label: wording.button },
  };
}

const JP: Record<MailKind, Template> = {
  register_confirm: linkMail("jp", {
    subject: "メールアドレスの確認",
    lead: "{brand} へのご登録ありがとうございます。下のリンクを開くと登録が完了し、サインインした状態になります。リンクの有効期限は {hours} 時間です。",
    ifNotYou: "このメールにお心当たりがない場合は、何もせずに破棄してください。アカウントは作成されません。",
    button: "登録を完了する",
  }),
  register_taken: {
    subject: "このメールアドレスでの登録がありました",
    paragraphs: [
      GREETING.jp,
      "どなたかがこのメールアドレスで {brand} に新規登録しようとしました。このアドレスのアカウントはすでにあるため、新しいアカウントは作成していません。",
      "ご自身の操作であれば、サインインしてください: {login}",
      "パスワードをお忘れの場合は、こちらから再設定できます: {forgot}",
      "お心当たりがない場合は、このメールを破棄してください。アカウントは変更されていません。",
    ],
  },
  password_reset: linkMail("jp", {
    subject: "パスワードの再設定",
    lead: "{brand} のパスワード再設定を受け付けました。下のリンクから新しいパスワードを設定してください。リンクの有効期限は {minutes} 分で、一度だけ使えます。",
    ifNotYou: "お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。",
    button: "パスワードを再設定する",
  }),
  analysis_done: {
    subject: "解析が完了しました: {case}",
    paragraphs: [GREETING.jp, "ケース「{case}」の解析が完了しました。"],
    action: { param: "link", label: "結果を見る" },
  },
  analysis_error: {
    subject: "解析がエラーで終了しました: {case}",
    paragraphs: [GREETING.jp, "ケース「{case}」の解析はエラーで終了しました。", "理由: {reason}"],
    action: { param: "link", label: "ケースを開く" },
  },
  contact_inquiry: {
    subject: "お問い合わせ: {name}",
    paragraphs: [
      "{brand} のお問い合わせフォームから次の内容が届きました。このメールに返信すると送信者に届きます。",
      "氏名: {name}\nメールアドレス: {email}\n会社名: {company}\n部署: {department}\n住所: {address}\n電話番号: {phone}",
      "{inquiry}",
    ],
  },
};

const EN: Record<MailKind, Template> = {
  register_confirm: linkMail("en", {
    subject: "Confirm your e-mail address",
    lead: "Thank you for registering with {brand}. Open the link below to complete the registration; you will be signed in. The link is valid for {hours} hours.",
    ifNotYou: "If you did not register, ignore this mail: no account will be created.",
    button: "Complete the registration",
  }),
  register_taken: {
    subject: "Someone tried to register with your address",
    paragraphs: [
      GREETING.en,
      "Someone tried to register with {brand} using this e-mail address. An account with this address already exists, so no new account was created.",
      "If it was you, sign in: {login}",
      "If you forgot your password, you can reset it here: {forgot}",
      "If it was not you, ignore this mail: your account has not been changed.",
    ],
  },
  password_reset: linkMail("en", {
    subject: "Reset your password",
    lead: "We received a request to reset your {brand} password. Open the link below to choose a new one. The link is valid for {minutes} minutes and works once.",
    ifNotYou: "If you did not ask for this, ignore this mail: your password stays as it is.",
    button: "Reset the password",
  }),
  analysis_done: {
    subject: "Analysis finished: {case}",
    paragraphs: [GREETING.en, 'The analysis of case "{case}" has finished.'],
    action: { param: "link", label: "See the results" },
  },
  analysis_error: {
    subject: "Analysis ended with an error: {case}",
    paragraphs: [GREETING.en, 'The analysis of case "{case}" ended with an error.', "Reason: {reason}"],
    action: { param: "link", label: "Open the case" },
  },
  contact_inquiry: {
    subject: "Inquiry: {name}",
    paragraphs: [
      "This inquiry was sent through the {brand} contact form. Replying to this mail reaches the sender.",
      "Name: {name}\nE-mail: {email}\nCompany: {company}\nDepartment: {department}\nAddress: {address}\nPhone: {phone}",
      "{inquiry}",
    ],
  },
};

const TEMPLATES: Record<Locale, Record<MailKind, Template>> = { jp: JP, en: EN };

/** The footer line of every mail. */
const FOOTER: Record<Locale, string> = {
  jp: "このメールは {brand} から自動で送信されています。",
  en: "This mail was sent automatically by {brand}.",
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** A URL made clickable in the HTML part (the text is escaped first; only http(s) URLs become links). */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Renders a mail in `locale`: the subject prefixed with the brand, a plain-text part, and a simple HTML part with
 * the same words (every value escaped; the main link as a button-like link).
 */
export function renderMail<K extends MailKind>(
  kind: K,
  locale: Locale,
  brand: string,
  params: MailParams[K],
): RenderedMail {
  const template = TEMPLATES[locale][kind];
  const values: Record<string, string> = { ...params, brand };
  const fill = (line: string) => line.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
  const paragraphs = template.paragraphs.map(fill);
  const actionUrl = template.action ? (values[template.action.param] ?? "") : "";
  const footer = fill(FOOTER[locale]);

  const text = [
    ...paragraphs,
    ...(template.action ? [`${template.action.label}:\n${actionUrl}`] : []),
    `--\n${footer}`,
  ].join("\n\n");

  const htmlParagraphs = paragraphs.map(
    (paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, "<br>")}</p>`,
  );
  const button = template.action
    ? `<p><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(template.action.label)}</a></p><p style="font-size:12px;color:#666666">${escapeHtml(actionUrl)}</p>`
    : "";
  const html = `<!doctype html><html lang="${locale === "jp" ? "ja" : "en"}"><body style="font-family:sans-serif;line-height:1.6;color:#222222">${htmlParagraphs.join("")}${button}<hr><p style="font-size:12px;color:#666666">${escapeHtml(footer)}</p></body></html>`;

  return { subject: `[${brand}] ${fill(template.subject)}`, text, html };
}
