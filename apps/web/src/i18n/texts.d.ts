/** Sections of one language's texts (build/textSections.ts). */
declare module "virtual:texts/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
