import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

const CATALOGUES = join(REPO_ROOT, 'apps/web/src/i18n/catalogues');

function catalogue(locale: 'en' | 'id'): Record<string, string> {
  const dir = join(CATALOGUES, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
  );
}

/** The fixed parts of a message: what stays once its `{values}` and `<0>` tags are taken out. */
function fixedParts(message: string): string[] {
  let depth = 0;
  let text = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    if (depth === 0) text += char;
    else if (depth === 1 && char === '}') text += '\u0000';
    if (char === '}') depth -= 1;
  }
  return text
    .replace(/<\/?\d+>/g, '\u0000')
    .split('\u0000')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /\p{L}{2}/u.test(part));
}

/**
 * What an Indonesian reader must not meet: the fixed parts of every English message whose
 * Indonesian twin differs, except parts that also stand in some Indonesian message ("Voucher",
 * "WhatsApp"). A message of one part is matched as a whole text; a part of two words or more
 * anywhere in a text.
 */
function englishOnlyTexts(): { whole: Set<string>; inside: string[] } {
  const en = catalogue('en');
  const id = catalogue('id');
  const indonesian = Object.values(id).join('\n');
  const whole = new Set<string>();
  const inside: string[] = [];
  for (const [key, message] of Object.entries(en)) {
    if (id[key] === message) continue;
    const parts = fixedParts(message).filter((part) => !indonesian.includes(part));
    if (parts.length === 1 && fixedParts(message).length === 1) whole.add(parts[0]!);
    else inside.push(...parts.filter((part) => part.split(' ').length >= 2));
  }
  return { whole, inside };
}

let english: ReturnType<typeof englishOnlyTexts> | null = null;

/** A message id shown instead of its text: a catalogue file's name and dotted camelCase parts. */
const MESSAGE_ID =
  /^(shop|glossary|storefront|account|cart|checkout|back-office|store-admin|super-admin)(\.[A-Za-z0-9_-]+)+$/;

/**
 * The visible texts of the page (and the names of its visible controls) that are English catalogue
 * texts or message ids: empty when the page reads wholly in Bahasa Indonesia, brand and product
 * names aside.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  english ??= englishOnlyTexts();
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!parent || !text || !parent.checkVisibility({ visibilityProperty: true })) continue;
      // Text marked English on purpose (a category's English name beside its Indonesian one).
      if (parent.closest('script, style, [aria-hidden="true"], [lang="en"]')) continue;
      found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const { whole, inside } = english;
  return [
    ...new Set(
      texts.filter(
        (text) => whole.has(text) || MESSAGE_ID.test(text) || inside.some((part) => text.includes(part)),
      ),
    ),
  ];
}
