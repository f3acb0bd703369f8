import { MESSAGES } from '@lumbung/contracts';

/** The name of one of the contracts' texts (`DISCOUNT_TYPE_REQUIRED`). */
export type ContractMessage = keyof typeof MESSAGES;

const BY_TEXT = new Map<string, ContractMessage>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as ContractMessage]),
);

/**
 * Which of the contracts' texts `text` is: a form that checks its values with a contract's rules
 * (zod, in English as the API sends them) finds by this name its own catalogue's words for the
 * refusal, in the language shown. Undefined for a text that is not one of them.
 */
export function contractMessageKey(text: string): ContractMessage | undefined {
  return BY_TEXT.get(text);
}
