import { z } from "zod";

/** The message of a string with a character no stored text may hold (NUL, or half of a surrogate pair). */
export const INVALID_CHARACTERS_MESSAGE = "common.invalid_characters";

/**
 * A NUL (PostgreSQL text and jsonb cannot hold U+0000) or a lone UTF-16 surrogate (not Unicode: jsonb refuses
 * its `\ud800` escape, text columns would silently store U+FFFD). In `u` mode a surrogate pair is one code
 * point, so `\p{Cs}` matches only lone halves.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a string can be stored as it is: no NUL, no lone surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * The one rule every text input of the API starts from (names, descriptions, contact, register, token names,
 * queries): a string without NUL or lone surrogates; the field error is `common.invalid_characters`. Chain
 * `.trim()`, `.min()`, `.max()` as with `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: INVALID_CHARACTERS_MESSAGE, abort: true });

/** The message of a name (or another one-line field) with a line break, a tab or another control character. */
export const CONTROL_CHARACTERS_MESSAGE = "common.control_characters";

/**
 * Control characters (C0 with tab, CR and LF; DEL; C1) and the Unicode line and paragraph separators: nothing
 * a one-line name may hold (a CR/LF in a case name would start new entities of a DXF export). Emoji joiners
 * and variation selectors are format characters, not these, and stay allowed.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_CHARACTER_RUNS = /[\p{Cc}\u2028\u2029]+/gu;

/** True when a string has no control character (see CONTROL_CHARACTERS). */
export const isOneLineText = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/** The string with each run of control characters (see CONTROL_CHARACTERS) made one space, then trimmed. */
export const toOneLine = (value: string): string => value.replace(CONTROL_CHARACTER_RUNS, " ").trim();

/**
 * A one-line text (names of workspaces, projects, cases, groups, people, tokens): the storable-text rule,
 * trimmed, then no control character (`common.control_characters`). Chain `.min()`, `.max()`. Multi-line
 * fields (descriptions, messages) use `text()` and keep their line breaks.
 */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) =>
  text(params).trim().refine(isOneLineText, { message: CONTROL_CHARACTERS_MESSAGE, abort: true });

/** Bounds of free-form JSON input (case parameters), checked before anything else walks it. */
export const JSON_INPUT_LIMITS = { maxDepth: 32, maxNodes: 50_000 } as const;

export type JsonInputProblem = {
  kind: "too_deep" | "too_large" | "invalid_characters";
  path: (string | number)[];
};

interface Pending {
  value: unknown;
  path: (string | number)[];
}

/**
 * Walks a parsed JSON value without recursion (a deep value cannot overflow the stack) and stops at the first
 * problem: nesting deeper than `maxDepth`, more than `maxNodes` values, or a key or string that is not
 * storable text. Undefined when the value is fine; only then is it safe to `JSON.stringify` it.
 */
export function checkJsonInput(value: unknown, limits = JSON_INPUT_LIMITS): JsonInputProblem | undefined {
  const stack: Pending[] = [{ value, path: [] }];
  let nodes = 1;
  const push = (entry: unknown, path: (string | number)[]) => {
    nodes += 1;
    stack.push({ value: entry, path });
  };
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (nodes > limits.maxNodes) return { kind: "too_large", path: [] };
    if (item.path.length > limits.maxDepth) return { kind: "too_deep", path: item.path.slice(0, 1) };
    const { value: current, path } = item;
    if (typeof current === "string") {
      if (!isStorableText(current)) return { kind: "invalid_characters", path };
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length && nodes <= limits.maxNodes; i += 1) push(current[i], [...path, i]);
    } else if (current !== null && typeof current === "object") {
      for (const [key, entry] of Object.entries(current)) {
        if (!isStorableText(key)) return { kind: "invalid_characters", path };
        if (nodes > limits.maxNodes) break;
        push(entry, [...path, key]);
      }
    }
  }
  return nodes > limits.maxNodes ? { kind: "too_large", path: [] } : undefined;
}
