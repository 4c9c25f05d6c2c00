import { hash, verify } from "@node-rs/argon2";

export interface Argon2Cost {
  /** KiB of memory; library default 19456. */
  memoryCost?: number;
  /** Passes; library default 2. */
  timeCost?: number;
}

/** argon2id hashing (the @node-rs/argon2 default algorithm) with a configurable cost. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost = {}) {}

  hash(password: string): Promise<string> {
    return hash(password, this.options());
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
  async dummyVerify(password: string): Promise<void> {
    this.dummyHash ??= this.hash("dummy-password-for-timing");
    await this.verify(await this.dummyHash, password);
  }

  private options() {
    const options: Argon2Cost = {};
    if (this.cost.memoryCost !== undefined) options.memoryCost = this.cost.memoryCost;
    if (this.cost.timeCost !== undefined) options.timeCost = this.cost.timeCost;
    return options;
  }
}
