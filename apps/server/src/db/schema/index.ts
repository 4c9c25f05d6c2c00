// One file per table (or per aggregate); later issues add workspaces, projects, cases, jobs here.
export * from "./users";
export * from "./sessions";
export * from "./api-tokens";
export * from "./contact-inquiries";
export * from "./groups";
export * from "./workspaces";
export * from "./projects";
export * from "./cities";
export * from "./buildings";
export * from "./project-models";
export * from "./analysis";
export * from "./notifications";
export * from "./case-shares";
export * from "./password-resets";
export * from "./news";
export * from "./pending-registrations";
export * from "./notification-broadcasts";
