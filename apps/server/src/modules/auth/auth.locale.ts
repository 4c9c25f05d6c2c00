import { isLocale } from "@soracity/contracts";
import type { FastifyRequest } from "fastify";

/** The locale cookie the web app writes (read only as a fallback). */
export const cookieLocale = (request: FastifyRequest) => {
  const value = request.cookies.locale;
  return isLocale(value) ? value : undefined;
};
