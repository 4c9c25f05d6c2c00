import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSecrets } from "../../db/schema";

const SECRET_NAME = "share_link_key";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals share tokens at rest (AES-256-GCM): derived (HKDF-SHA256) from SHARE_LINK_SECRET when it
 * is set, else from a random secret generated once into `app_secrets` (so every API process of a database
 * agrees). With the environment secret a database dump alone cannot open any share link.
 */
export class ShareLinkKey {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Database,
    private readonly secret: string | undefined,
  ) {}

  private load(): Promise<Buffer> {
    this.key ??= (async () => {
      const secret = this.secret ?? (await this.storedSecret());
      return Buffer.from(hkdfSync("sha256", secret, "soracity", "share-link-token", 32));
    })().catch((err: unknown) => {
      this.key = undefined; // a failed read is retried by the next request
      throw err;
    });
    return this.key;
  }

  private async storedSecret(): Promise<string> {
    const value = randomBytes(32).toString("base64url");
    await this.db.insert(appSecrets).values({ name: SECRET_NAME, value }).onConflictDoNothing();
    const [row] = await this.db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error("share link secret missing");
    return row.value;
  }

  /** The token encrypted: base64url of iv | ciphertext | tag. */
  async seal(token: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", await this.load(), iv);
    const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  /** The token of a sealed value, or null when it does not open with this key (the secret changed). */
  async unseal(sealed: string): Promise<string | null> {
    const bytes = Buffer.from(sealed, "base64url");
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", await this.load(), bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
