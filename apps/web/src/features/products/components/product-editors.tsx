import { Button, Group, Image, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  formatRupiah,
  MESSAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  ProductDescriptionBody,
  ProductNameBody,
  ProductPriceBody,
  type AdminProduct,
  type AdminProductImage,
} from '@lumbung/contracts';
import { ImageDropzone } from '@/components/back-office/image-dropzone';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useChangeProduct, type ProductChange } from '../api/products';

export const EDIT_TOASTS = {
  name: 'Name saved: shoppers see it now.',
  description: 'Description saved',
  price: 'Price saved: shoppers see it now.',
  image: 'Picture replaced',
} as const;

/** One field's form: checked by its contract, sent as its own call, the answer kept in the cache. */
function useFieldEditor(product: AdminProduct, field: 'product_name' | 'description' | 'price') {
  const change = useChangeProduct(product.product_id);
  const [error, setError] = useState<string | null>(null);
  const save = (request: ProductChange, toastText: string) =>
    change.mutate(request, {
      onSuccess: () => {
        setError(null);
        toast.success(toastText);
      },
      onError: (failure) =>
        setError(
          fieldErrorsFor(failure, [field])[field] ?? errorMessage(failure, MESSAGES.UNEXPECTED_ERROR_DOT),
        ),
    });
  return { change, error, setError, save };
}

function EditorForm({
  label,
  onSubmit,
  pending,
  children,
  saveLabel,
}: {
  label: string;
  onSubmit: () => void;
  pending: boolean;
  children: ReactNode;
  saveLabel: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs" align="stretch">
        {children}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={pending}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PATCH /api/products/name/{id} {product_name}. */
export function ProductNameEditor({ product }: { product: AdminProduct }) {
  const { change, error, setError, save } = useFieldEditor(product, 'product_name');
  const [name, setName] = useState(product.product_name);
  return (
    <EditorForm
      label="Name"
      saveLabel="Save name"
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductNameBody.safeParse({ product_name: name });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
        save({ kind: 'name', product_name: parsed.data.product_name }, EDIT_TOASTS.name);
      }}
    >
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={PRODUCT_NAME_MAX + 10}
        error={error}
      />
    </EditorForm>
  );
}

/** PATCH /api/products/description/{id} {description}. */
export function ProductDescriptionEditor({ product }: { product: AdminProduct }) {
  const { change, error, setError, save } = useFieldEditor(product, 'description');
  const [description, setDescription] = useState(product.description);
  return (
    <EditorForm
      label="Description"
      saveLabel="Save description"
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductDescriptionBody.safeParse({ description });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
        save({ kind: 'description', description: parsed.data.description }, EDIT_TOASTS.description);
      }}
    >
      <Textarea
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={PRODUCT_DESCRIPTION_MAX + 10}
        error={error}
      />
    </EditorForm>
  );
}

/** PATCH /api/products/price/{id} {price}: whole rupiah, shown in id-ID. */
export function ProductPriceEditor({ product }: { product: AdminProduct }) {
  const { change, error, setError, save } = useFieldEditor(product, 'price');
  const [price, setPrice] = useState<number | string>(product.price);
  const number = typeof price === 'number' ? price : Number(price);
  return (
    <EditorForm
      label="Price"
      saveLabel="Save price"
      pending={change.isPending}
      onSubmit={() => {
        const parsed = ProductPriceBody.safeParse({ price: price === '' ? undefined : price });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
        save({ kind: 'price', price: parsed.data.price }, EDIT_TOASTS.price);
      }}
    >
      <NumberInput
        label="Price (Rp)"
        value={price}
        onChange={setPrice}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        error={error}
        description={Number.isInteger(number) && number > 0 ? formatRupiah(number) : 'Whole rupiah'}
      />
    </EditorForm>
  );
}

/** PATCH /api/products/images/{imageId} multipart image: one picture replaced in place. */
export function ProductImageEditor({
  product,
  image,
  index,
}: {
  product: AdminProduct;
  image: AdminProductImage;
  index: number;
}) {
  const change = useChangeProduct(product.product_id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = `Picture ${index + 1}${image.is_primary ? ' (primary)' : ''}`;
  return (
    <EditorForm
      label={label}
      saveLabel="Replace picture"
      pending={change.isPending}
      onSubmit={() => {
        if (!file) return setError(MESSAGES.UPLOAD_MISSING.replace('{field}', 'a new picture'));
        change.mutate(
          { kind: 'image', imageId: image.product_image_id, image: file },
          {
            onSuccess: () => {
              setFile(null);
              setError(null);
              toast.success(EDIT_TOASTS.image);
            },
            onError: (failure) => setError(errorMessage(failure, MESSAGES.IMAGE_UPDATE_FAILED)),
          },
        );
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Image
          src={image.product_image}
          alt={`${label} of ${product.product_name}`}
          w={72}
          h={72}
          radius="md"
          fit="cover"
        />
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Group>
      <ImageDropzone label={`New ${label.toLowerCase()}`} value={file} onChange={setFile} error={error} />
    </EditorForm>
  );
}
