/**
 * lumbung/no-literal-text: every text a person reads comes from a catalogue (apps/web/src/i18n), in
 * English and Bahasa Indonesia, so no such text is written in the code itself. Reported:
 * - JSX text with a letter in it: `<Button>Save</Button>`;
 * - a string with a letter given to a JSX attribute a person reads (`label`, `placeholder`,
 *   `title`, `aria-label`, `alt`, …): `<Input label="Name" />`, `aria-label={'Close'}`;
 * - a string with a letter as the first argument of a toast: `toast.success('Saved')`;
 * - a text of the contracts' MESSAGES (English only);
 * - a string with a letter under a property a person reads (`label`, `title`, `message`,
 *   `description`, `placeholder`, `header`, …): `{ header: 'Name' }`.
 * A string in a JSX attribute or property may still be a message id (`label: 'nav.home'`): an id is
 * dotted camelCase without spaces, its first part the catalogue file's name (`nav.home`,
 * `orderStatus.SHIPPED`, `back-office.table.loading`), and passes.
 * The option `allow` lists words that read the same in every language (the brand, "WhatsApp").
 */

const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'nothingFoundMessage',
  'loadingText',
  'hint',
  'caption',
]);
const TEXT_PROPERTIES = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'header',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'text',
]);
const TOAST_CALLS = /^(toast\.(success|error|info|warning)|showSuccess|showError|showToast)$/;
const LETTER = /\p{L}/u;
const MESSAGE_ID = /^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9_-]+)+$/;

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier')
    return `${node.object.name}.${node.property.name}`;
  return '';
}

/**
 * The written texts of an expression: a string literal, the fixed parts of a template, both
 * branches of `a ? 'x' : 'y'` and the right of `a || 'x'`; an empty list for anything else.
 */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return [node.quasis.map((quasi) => quasi.value.cooked).join(' ')];
  if (node.type === 'JSXExpressionContainer') return literalTexts(node.expression);
  if (node.type === 'ConditionalExpression')
    return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression') return literalTexts(node.right);
  return [];
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads come from the message catalogues, not from the code.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      contractText:
        "MESSAGES holds the API's English texts: show a text of the web's catalogues with t() (the same English words, and the Indonesian beside them).",
      literal:
        'The text "{{text}}" is written in the code: put it in the catalogues (apps/web/src/i18n/catalogues/en and id) and show it with t().',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const readable = (text) => {
      const trimmed = text.trim();
      if (!LETTER.test(trimmed) || allow.has(trimmed)) return false;
      // What is left once the allowed words are taken out must still read as words.
      const rest = [...allow].reduce((left, word) => left.split(word).join(' '), trimmed);
      return LETTER.test(rest);
    };
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
    const check = (node, value) => {
      for (const text of literalTexts(value)) {
        if (readable(text) && !MESSAGE_ID.test(text.trim())) report(node, text);
      }
    };
    return {
      // The contracts' MESSAGES are the API's English texts; the web shows its own catalogues.
      'MemberExpression[object.name="MESSAGES"]'(node) {
        context.report({ node, messageId: 'contractText' });
      },
      JSXText(node) {
        if (readable(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (TEXT_ATTRIBUTES.has(name)) check(node, node.value);
      },
      CallExpression(node) {
        if (TOAST_CALLS.test(calleeName(node.callee))) check(node, node.arguments[0]);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : literalTexts(node.key)[0];
        if (key && TEXT_PROPERTIES.has(key)) check(node, node.value);
      },
    };
  },
};
