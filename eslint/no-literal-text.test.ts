import { noLiteralText } from './no-literal-text.js';
import { repoFile, ruleTester } from './rule-tester';

const file = repoFile('apps/web/src/features/x/y.tsx');
const parserOptions = { ecmaFeatures: { jsx: true } };
const options = [{ allow: ['LUMBUNG', 'WhatsApp'] }];
const allows = (code: string) => ({ filename: file, code, options, languageOptions: { parserOptions } });
const refuses = (code: string, text: string) => ({
  ...allows(code),
  errors: [{ messageId: 'literal', data: { text } }],
});

ruleTester.run('no-literal-text', noLiteralText, {
  valid: [
    allows("const a = <Button>{t('cart.checkout')}</Button>;"),
    allows("const a = <Input label={t('profile.name')} placeholder={t('profile.namePlaceholder')} />;"),
    allows('const a = <span>{count} · </span>;'),
    allows("const links = [{ label: 'nav.home', to: '/' }];"),
    allows("const sections = [{ label: 'store-admin.section.orders', description: 'back-office.x.y' }];"),
    allows("const a = <Badge title='orderStatus.SHIPPED' />;"),
    allows('const a = <b>LUMBUNG</b>;'),
    allows("toast.success(t('cart.added'));"),
    allows("const a = <Box className='row' data-testid='cart-count' />;"),
    allows("const column = { id: 'name', accessorKey: 'product_name' };"),
  ],
  invalid: [
    refuses('const a = <Button>Save</Button>;', 'Save'),
    refuses('const a = <Input label="Name" />;', 'Name'),
    refuses("const a = <ActionIcon aria-label={'Close'} />;", 'Close'),
    refuses("toast.error('Could not save');", 'Could not save'),
    refuses("const links = [{ label: 'Home', to: '/' }];", 'Home'),
    refuses("const column = { header: 'Product name' };", 'Product name'),
    refuses('const a = <p>Chat on WhatsApp</p>;', 'Chat on WhatsApp'),
    refuses('const a = <p>Keranjang kosong</p>;', 'Keranjang kosong'),
    {
      ...allows("const a = <Hint label={open ? 'Close' : 'Open'} />;"),
      errors: [
        { messageId: 'literal', data: { text: 'Close' } },
        { messageId: 'literal', data: { text: 'Open' } },
      ],
    },
    refuses('const a = <p title={`Cart, ${n} items`} />;', 'Cart,   items'),
    { ...allows('const a = <p>{MESSAGES.CART_TITLE}</p>;'), errors: [{ messageId: 'contractText' }] },
  ],
});
