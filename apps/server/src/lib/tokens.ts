import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url (43 characters). */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Hex sha256; tokens are high-entropy, so a fast hash is enough for storage and lookup. */
export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");
