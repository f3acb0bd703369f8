import { Alert, Button, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  formatRupiah,
  MESSAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  ProductFields,
  type AdminProduct,
  type Category,
} from '@lumbung/contracts';
import { ImagesDropzone } from '@/components/back-office/image-dropzone';
import { allOnFields, fieldErrorsFor } from '@/components/back-office/server-errors';
import { errorMessage } from '@/lib/api-client';
import { useCreateProduct } from '../api/products';

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
        found[field] ??= issue.message;
      }
    }
    if (images.length === 0) found.images = PRODUCT_MESSAGES.IMAGES_REQUIRED;
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
          setFormError(errorMessage(failure, MESSAGES.PRODUCT_CREATE_FAILED));
      },
    });
  };

  const priceNumber = typeof price === 'number' ? price : Number(price);
  return (
    <form onSubmit={submit} noValidate aria-label="New product">
      <Stack gap="md">
        {formError ? (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        ) : null}
        <Select
          label="Category"
          placeholder="Choose a category"
          data={categories.map((c) => ({ value: String(c.category_id), label: c.category_name }))}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          required
          error={errors.category_id}
          nothingFoundMessage="No category of that name"
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={PRODUCT_NAME_MAX + 10}
          required
          error={errors.product_name}
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={PRODUCT_DESCRIPTION_MAX + 10}
          error={errors.description}
        />
        <NumberInput
          label="Price (Rp)"
          value={price}
          onChange={setPrice}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          required
          error={errors.price}
          description={
            Number.isInteger(priceNumber) && priceNumber > 0 ? formatRupiah(priceNumber) : 'Whole rupiah'
          }
        />
        <ImagesDropzone
          label="Pictures"
          value={images}
          onChange={(files) => {
            setImages(files);
            if (primary >= files.length) setPrimary(0);
          }}
          max={PRODUCT_IMAGES_MAX}
          tooManyMessage={PRODUCT_MESSAGES.IMAGES_TOO_MANY}
          primary={primary}
          onPrimaryChange={setPrimary}
          error={errors.images ?? errors.primary_image}
          required
        />
        <Text size="xs" c="dimmed">
          The new product gets a shelf in every store at stock 0; store admins add its stock.
        </Text>
        <Button type="submit" loading={create.isPending}>
          Create product
        </Button>
      </Stack>
    </form>
  );
}
