import { Alert, Button, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  formatRupiah,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  ProductFields,
  type AdminProduct,
  type Category,
} from '@lumbung/contracts';
import { ImagesDropzone } from '@/components/back-office/image-dropzone';
import { allOnFields, fieldErrorsFor } from '@/components/back-office/server-errors';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateProduct } from '../api/products';
import { imagesTooMany, ruleText } from '../lib/rule-texts';

const FIELDS = ['category_id', 'product_name', 'description', 'price', 'images', 'primary_image'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new product (docs/product.md §7 POST /api/products multipart): category, name, description, price in whole
 * rupiah, and several pictures with one primary. The contract's rules give docs/product.md §5's texts
 * ('Category ID is required.', 'Price is required.') on their fields before anything is sent.
 */
export function ProductForm({
  categories,
  onCreated,
}: {
  categories: readonly Category[];
  onCreated: (product: AdminProduct) => void;
}) {
  const t = useT();
  const create = useCreateProduct();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<number | string>('');
  const [images, setImages] = useState<File[]>([]);
  const [primary, setPrimary] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const fields = {
      category_id: categoryId ?? '',
      product_name: name,
      description,
      price: price === '' ? '' : String(price),
      primary_image: String(primary),
    };
    const parsed = ProductFields.safeParse(fields);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= ruleText(issue.message);
      }
    }
    if (images.length === 0) found.images = t('super-admin.products.rule.imagesRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const image of images) form.append('images', image);
    create.mutate(form, {
      onSuccess: onCreated,
      onError: (failure) => {
        setErrors(fieldErrorsFor(failure, FIELDS));
        if (!allOnFields(failure, FIELDS))
          setFormError(errorMessage(failure, t('super-admin.error.productCreate')));
      },
    });
  };

  const priceNumber = typeof price === 'number' ? price : Number(price);
  return (
    <form onSubmit={submit} noValidate aria-label={t('super-admin.products.new')}>
      <Stack gap="md">
        {formError ? (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        ) : null}
        <Select
          label={t('super-admin.products.category')}
          placeholder={t('super-admin.products.chooseCategory')}
          data={categories.map((c) => ({ value: String(c.category_id), label: c.category_name }))}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          required
          error={errors.category_id}
          nothingFoundMessage={t('super-admin.products.noCategoryFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('super-admin.product.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={PRODUCT_NAME_MAX + 10}
          required
          error={errors.product_name}
        />
        <Textarea
          label={t('super-admin.product.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={PRODUCT_DESCRIPTION_MAX + 10}
          error={errors.description}
        />
        <NumberInput
          label={t('super-admin.product.priceRp')}
          value={price}
          onChange={setPrice}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          required
          error={errors.price}
          description={
            Number.isInteger(priceNumber) && priceNumber > 0
              ? formatRupiah(priceNumber)
              : t('super-admin.product.wholeRupiah')
          }
        />
        <ImagesDropzone
          label={t('super-admin.product.pictures')}
          value={images}
          onChange={(files) => {
            setImages(files);
            if (primary >= files.length) setPrimary(0);
          }}
          max={PRODUCT_IMAGES_MAX}
          tooManyMessage={imagesTooMany()}
          primary={primary}
          onPrimaryChange={setPrimary}
          error={errors.images ?? errors.primary_image}
          required
        />
        <Text size="xs" c="dimmed">
          {t('super-admin.products.newExplained')}
        </Text>
        <Button type="submit" loading={create.isPending}>
          {t('super-admin.products.create')}
        </Button>
      </Stack>
    </form>
  );
}
