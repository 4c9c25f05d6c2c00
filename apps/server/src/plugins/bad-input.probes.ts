import { contactForm } from "../modules/contact/contact.fixtures";
import { registration } from "../test/test-app";
import type { BadInputIds } from "./bad-input.fixtures";

export const BAD = { nul: "a\u0000b", leading: "\u0000x", surrogate: "x\ud800" } as const;
export type Bad = keyof typeof BAD;

export interface Probe {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: () => string;
  /** The body with the bad string placed in it. */
  body?: (bad: string) => Record<string, unknown>;
  /** Dotted path of the expected field error. */
  path: string;
  signedOut?: boolean;
}

export const contact = contactForm();
const field = (base: Record<string, unknown>, key: string) => (bad: string) => ({ ...base, [key]: bad });

/** Every text field of the API, with where its field error points. */
export const textProbes = (ids: BadInputIds): Probe[] => [
  ...["email", "family_name", "given_name", "password"].map((key): Probe => ({
    name: `register ${key}`,
    method: "POST",
    url: () => "/api/auth/register",
    body: (bad) => {
      const body: Record<string, unknown> = registration();
      body[key] = key === "email" ? `a${bad}@example.jp` : key === "password" ? `Sora-City1${bad}` : bad;
      if (key === "password") body.password_confirm = body.password;
      return body;
    },
    path: key,
    signedOut: true,
  })),
  ...["email", "password"].map((key): Probe => ({
    name: `login ${key}`,
    method: "POST",
    url: () => "/api/auth/login",
    body: field({ email: "x@example.jp", password: "Sora-City1" }, key),
    path: key,
    signedOut: true,
  })),
  {
    name: "password forgot email",
    method: "POST",
    url: () => "/api/auth/password/forgot",
    body: (bad) => ({ email: `a${bad}@example.jp` }),
    path: "email",
    signedOut: true,
  },
  {
    name: "register confirm token",
    method: "POST",
    url: () => "/api/auth/register/confirm",
    body: (bad) => ({ token: bad }),
    path: "token",
    signedOut: true,
  },
  ...["token", "password"].map((key): Probe => ({
    name: `password reset ${key}`,
    method: "POST",
    url: () => "/api/auth/password/reset",
    body: (bad) => {
      const body: Record<string, unknown> = {
        token: "t",
        password: "Sora-City1",
        password_confirm: "Sora-City1",
      };
      body[key] = key === "password" ? `Sora-City1${bad}` : bad;
      if (key === "password") body.password_confirm = body.password;
      return body;
    },
    path: key,
    signedOut: true,
  })),
  ...Object.keys(contact).map((key): Probe => ({
    name: `contact ${key}`,
    method: "POST",
    url: () => "/api/user/contact",
    body: field(contact, key),
    path: key,
    signedOut: true,
  })),
  {
    name: "token name",
    method: "POST",
    url: () => "/api/me/tokens",
    body: (b) => ({ name: b, password: "Sora-City1" }),
    path: "name",
  },
  {
    name: "workspace name",
    method: "POST",
    url: () => "/api/workspaces",
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "workspace rename",
    method: "PATCH",
    url: () => `/api/workspaces/${ids.workspace}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  ...["project_name", "description"].map((key): Probe => ({
    name: `project ${key}`,
    method: "POST",
    url: () => `/api/workspaces/${ids.workspace}/projects`,
    body: field({ project_name: "P" }, key),
    path: key,
  })),
  {
    name: "project description edit",
    method: "PATCH",
    url: () => `/api/project/${ids.project}`,
    body: (b) => ({ description: b }),
    path: "description",
  },
  {
    name: "project site city_code",
    method: "PATCH",
    url: () => `/api/project/${ids.project}`,
    body: (b) => ({ site: { lon: 139.7, lat: 35.7, city_code: b } }),
    path: "site.city_code",
  },
  {
    name: "case name",
    method: "POST",
    url: () => `/api/project/${ids.project}/cases`,
    body: (b) => ({ service_type: "hikage", name: b }),
    path: "name",
  },
  {
    name: "case parameter value",
    method: "POST",
    url: () => `/api/project/${ids.project}/cases`,
    body: (b) => ({ service_type: "hikage", name: "c", parameters: { note: b } }),
    path: "parameters.note",
  },
  {
    name: "case parameter nested value",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ parameters: { buildings: [{ id: b }] } }),
    path: "parameters.buildings.0.id",
  },
  {
    name: "case parameter key",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ parameters: { [b]: 1 } }),
    path: "parameters",
  },
  {
    name: "case rename",
    method: "PATCH",
    url: () => `/api/cases/${ids.case}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "case copy name",
    method: "POST",
    url: () => `/api/cases/${ids.case}/copy`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  { name: "group name", method: "POST", url: () => "/api/groups", body: (b) => ({ name: b }), path: "name" },
  {
    name: "group rename",
    method: "PATCH",
    url: () => `/api/groups/${ids.group}`,
    body: (b) => ({ name: b }),
    path: "name",
  },
  {
    name: "group member e-mail",
    method: "PUT",
    url: () => `/api/groups/${ids.group}/members`,
    body: (b) => ({ email: `a${b}@example.jp`, role: "view" }),
    path: "email",
  },
  {
    name: "share e-mail",
    method: "PUT",
    url: () => `/api/workspaces/${ids.workspace}/shares`,
    body: (b) => ({ email: `a${b}@example.jp`, permission: "view" }),
    path: "email",
  },
];

/** The list searches (`q`). */
export const queryProbes = (ids: BadInputIds): { name: string; url: () => string }[] => [
  { name: "workspace list ?q=", url: () => "/api/workspaces?q=" },
  { name: "project list ?q=", url: () => `/api/workspaces/${ids.workspace}/projects?q=` },
  { name: "case list ?q=", url: () => `/api/project/${ids.project}/cases?q=` },
];
