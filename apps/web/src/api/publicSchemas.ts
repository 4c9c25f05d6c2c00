/**
 * The response schemas of the public site's calls, loaded only when an answer is in (api/client.ts
 * `fromContracts`): the landing page paints before zod has arrived. Only imported dynamically.
 */
export {
  apiErrorSchema,
  cityListSchema,
  contactResultSchema,
  demoSessionSchema,
  demoStatusSchema,
  meSchema,
  newsItemSchema,
  newsPageSchema,
  publicConfigSchema,
  registerAcceptedSchema,
} from "@soracity/contracts";
