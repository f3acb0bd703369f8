import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DISCOUNT_TYPES, DiscountFields, type Discount } from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { ImageDropzone } from '@/components/back-office/image-dropzone';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateDiscount, useDiscountProducts } from '../api/discounts';
import { DISCOUNT_TYPE_LABELS, discountRuleText, endOfWibDay, startOfWibDay } from '../lib/discount-text';

type Values = {
  type: string;
  inventory_id: string | null;
  value: number | string;
  min_purchase: number | string;
  max_discount: number | string;
  bogo_product_id: string | null;
  description: string;
  start_date: string;
  end_date: string;
};
type Field = keyof Values;
const FIELDS: readonly Field[] = [
  'type',
  'inventory_id',
  'value',
  'min_purchase',
  'max_discount',
  'bogo_product_id',
  'description',
  'start_date',
  'end_date',
];

/** The form's values as the API's multipart text fields (empty ones left out). */
function toFields(values: Values): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (name: string, value: string | number | null) => {
    if (value !== null && String(value).trim() !== '') fields[name] = String(value).trim();
  };
  put('type', values.type);
  put('inventory_id', values.inventory_id);
  if (values.type !== 'BOGO') put('value', values.value);
  put('min_purchase', values.min_purchase);
  if (values.type === 'PERCENTAGE') put('max_discount', values.max_discount);
  if (values.type === 'BOGO') put('bogo_product_id', values.bogo_product_id);
  put('description', values.description);
  if (values.start_date) fields.start_date = startOfWibDay(values.start_date);
  if (values.end_date) fields.end_date = endOfWibDay(values.end_date);
  return fields;
}

/** Checks the values with the contract's rules: every docs/product.md §5 text, on its field, in the language shown. */
export function validateDiscount(values: Values): Partial<Record<Field, string>> {
  const parsed = DiscountFields.safeParse(toFields(values));
  const errors: Partial<Record<Field, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]) ?? 'type';
    errors[field] ??= discountRuleText(issue.message);
  }
  return errors;
}

/**
 * A new discount (docs/product.md §5, §7): percentage, nominal or buy-one-get-one, on one product or the whole
 * cart, with dates, a description and a picture; sent as multipart.
 */
export function DiscountForm({
  storeId,
  initialType = '',
  onCreated,
}: {
  storeId: number;
  /** A type from a link (`?type=PERCENTAGE`); an unknown one is refused as the API would. */
  initialType?: string;
  onCreated: (discount: Discount) => void;
}) {
  const t = useT();
  const create = useCreateDiscount(storeId);
  const products = useDiscountProducts(storeId);
  const [image, setImage] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      type: initialType,
      inventory_id: null,
      value: '',
      min_purchase: '',
      max_discount: '',
      bogo_product_id: null,
      description: '',
      start_date: '',
      end_date: '',
    },
    validate: validateDiscount,
  });
  const type = form.values.type;
  const productOptions = (products.data ?? []).map((p) => ({
    value: String(p.inventory_id),
    label: t('store-admin.journal.productOption', { name: p.product_name, stock: p.stock }),
  }));

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(toFields(values))) body.append(name, value);
    if (image) body.append('image', image);
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        form.setErrors(fieldErrorsFor(error, FIELDS));
        setFormError(errorMessage(error, t('store-admin.discount.createFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('store-admin.discount.new')}>
      <Stack gap="md">
        <FormError error={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('store-admin.discount.typeLabel')}
            placeholder={t('store-admin.discount.chooseType')}
            required
            data={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(DISCOUNT_TYPE_LABELS[type]) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
            value={(DISCOUNT_TYPES as readonly string[]).includes(type) ? type : null}
            onChange={(next) => form.setFieldValue('type', next ?? '')}
          />
          <Select
            label={t('store-admin.discount.product')}
            placeholder={
              type === 'BOGO' ? t('store-admin.discount.productBought') : t('store-admin.discount.wholeCart')
            }
            description={type === 'BOGO' ? undefined : t('store-admin.discount.wholeCartHint')}
            required={type === 'BOGO'}
            searchable
            clearable
            data={productOptions}
            nothingFoundMessage={t('store-admin.journal.noProduct')}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('inventory_id')}
          />
          {type === 'BOGO' ? (
            <Select
              label={t('store-admin.discount.bogoProduct')}
              placeholder={t('store-admin.discount.productFree')}
              required
              searchable
              data={productOptions}
              nothingFoundMessage={t('store-admin.journal.noProduct')}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('bogo_product_id')}
            />
          ) : (
            <NumberInput
              label={
                type === 'PERCENTAGE'
                  ? t('store-admin.discount.valuePercent')
                  : t('store-admin.discount.valueRupiah')
              }
              required
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={type === 'PERCENTAGE' ? undefined : '.'}
              decimalSeparator=","
              min={0}
              {...form.getInputProps('value')}
            />
          )}
          <NumberInput
            label={t('store-admin.discount.minPurchase')}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('min_purchase')}
          />
          {type === 'PERCENTAGE' ? (
            <NumberInput
              label={t('store-admin.discount.maxDiscount')}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              {...form.getInputProps('max_discount')}
            />
          ) : null}
          <TextInput
            type="date"
            label={t('store-admin.discount.startDate')}
            required
            {...form.getInputProps('start_date')}
          />
          <TextInput
            type="date"
            label={t('store-admin.discount.endDate')}
            required
            {...form.getInputProps('end_date')}
          />
        </SimpleGrid>
        <Textarea
          label={t('store-admin.discount.description')}
          description={t('store-admin.discount.descriptionHint')}
          required
          rows={3}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <ImageDropzone label={t('store-admin.discount.picture')} value={image} onChange={setImage} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('store-admin.discount.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
